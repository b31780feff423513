import { expect, test } from '../support/test';
import { newEmail, personIn, signUp } from '../support/journeys';
import { listHouse } from '../support/listings';

test('an owner lists a house; a visitor filters to it; a renter favourites, rates and requests it; the owner sees the request', async ({
  browser,
}) => {
  const token = Math.random().toString(36).slice(2, 8);
  const description = `Token ${token}: bright family house with a shaded courtyard near Kaaraan market`;

  // The owner lists a house with two pictures.
  const owner = await personIn(browser);
  await signUp(owner.page, 'Cabdi Owner', newEmail('owner'));
  await expect(owner.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await listHouse(owner.page, { description, district: 'Kaaraan' });
  await expect(owner.page.getByRole('heading', { name: 'House in Kaaraan' })).toBeVisible();
  await expect(owner.page.getByText('Available', { exact: true })).toBeVisible();

  // A visitor narrows the houses to Kaaraan at $150 - $400 and finds it.
  const visitor = await personIn(browser);
  await visitor.page.goto('/');
  await visitor.page.goto('/properties/homes');
  await visitor.page.getByLabel('District', { exact: true }).selectOption('Kaaraan');
  await visitor.page.getByLabel('Price', { exact: true }).selectOption({ label: '$150 - $400' });
  await expect(visitor.page).toHaveURL(/district=Kaaraan/);
  const card = visitor.page.getByRole('link', { name: new RegExp(`Token ${token}`) });
  await expect(card).toBeVisible();
  // The card's picture is the small WebP, chosen from a srcset. The first cards of a grid (the
  // largest paint on a phone) load at once with high priority; the later ones lazily.
  const picture = card.locator('img').first();
  await expect(picture).toHaveAttribute('srcset', /-card\.webp 480w/);
  await expect(picture).toHaveAttribute('loading', 'eager');
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  // A price outside the band hides it.
  await visitor.page.getByLabel('Price', { exact: true }).selectOption({ label: '$1000+' });
  await expect(card).toHaveCount(0);
  // Filter changes replace the address rather than stacking up: Back leaves the filter page.
  await visitor.page.goBack();
  await expect(visitor.page).toHaveURL(/\/$/);
  await visitor.page.goForward();
  await expect(visitor.page).toHaveURL(/price=1000/);
  await visitor.page.getByLabel('Price', { exact: true }).selectOption({ label: '$150 - $400' });
  await card.click();
  await expect(visitor.page.getByText(description)).toBeVisible();
  await expect(visitor.page.getByText('$350').first()).toBeVisible();
  const detailUrl = visitor.page.url();
  expect(detailUrl).toMatch(/\/default\/[0-9a-f-]{36}$/);
  await visitor.context.close();

  // A renter favourites it, rates it and asks to rent it.
  const renter = await personIn(browser);
  await signUp(renter.page, 'Faadumo Renter', newEmail('renter'));
  await expect(renter.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await renter.page.goto(detailUrl);
  await renter.page.getByRole('button', { name: 'Add to favourites' }).first().click();
  await expect(
    renter.page.getByRole('button', { name: 'Remove from favourites' }).first(),
  ).toBeVisible();

  await renter.page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(
    renter.page.getByRole('alert').getByText('Star should be more than 1!!!'),
  ).toBeVisible();
  await renter.page
    .getByRole('radiogroup', { name: 'Cleanliness' })
    .getByRole('radio', { name: '4 stars' })
    .click();
  await renter.page
    .getByRole('radiogroup', { name: 'Value' })
    .getByRole('radio', { name: '5 stars' })
    .click();
  await renter.page.getByLabel('Review', { exact: true }).fill('Clean rooms and a helpful owner.');
  await renter.page.getByRole('button', { name: 'Submit rating' }).click();
  const reviews = renter.page.getByRole('list', { name: 'Reviews' });
  await expect(reviews.getByText('Clean rooms and a helpful owner.')).toBeVisible();
  await expect(reviews.getByText('Faadumo Renter')).toBeVisible();
  await expect(renter.page.getByRole('heading', { name: 'Your rating' })).toBeVisible();

  await renter.page.getByRole('button', { name: 'Reserve' }).click();
  const dialog = renter.page.getByRole('dialog', { name: 'Reserve this property' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(renter.page.getByRole('alert').getByText('please fill')).toBeVisible();
  await expect(dialog.getByLabel('Contact', { exact: true })).toBeFocused();
  await expect(dialog.getByLabel('Contact', { exact: true })).toHaveAccessibleDescription(
    'please fill',
  );
  await dialog.getByLabel('Contact', { exact: true }).fill('+252 61 5550199');
  await dialog.getByLabel('District', { exact: true }).selectOption('Hodan');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(renter.page).toHaveURL(/\/thankyou\/waiting$/);

  await renter.page.goto('/myaccount');
  await expect(renter.page.getByRole('tab', { name: 'Favorites' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(renter.page.getByText(`Token ${token}`)).toBeVisible();
  await renter.page.getByRole('tab', { name: 'Pending' }).click();
  await expect(renter.page.getByRole('tabpanel').getByText(`Token ${token}`)).toBeVisible();

  // The listing now warns that it is in process, and a second request is refused.
  await renter.page.goto('/properties/homes?district=Kaaraan');
  await expect(
    renter.page
      .getByRole('article')
      .filter({ hasText: `Token ${token}` })
      .getByText('This property is in process of renting!!!'),
  ).toBeVisible();
  await renter.context.close();

  // The owner sees it pending on the dashboard and the request in the records.
  await owner.page.reload();
  await expect(owner.page.getByText('Pending').first()).toBeVisible();
  await owner.page
    .getByRole('link', { name: /^View / })
    .first()
    .click();
  await expect(owner.page).toHaveURL(/\/properties\/default\/[0-9a-f-]{36}\/report$/);
  const records = owner.page.getByRole('list', { name: 'Renting records' });
  await expect(records.getByText('Faadumo Renter')).toBeVisible();
  await expect(records.getByText('pending', { exact: true })).toBeVisible();
  await expect(records.getByRole('button', { name: 'Rent' })).toBeDisabled();
  await expect(records.getByRole('button', { name: 'Vacate' })).toBeEnabled();
  await owner.context.close();
});
