import { expect, test, type Page } from '../support/test';
import { addRoom, clickDay, daysFromToday, listHotel, shoot, shown } from '../support/hotels';
import { newEmail, personIn, signUp } from '../support/journeys';

/** How far the page scrolls sideways; a phone layout never should. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Searches a stay on the hotel page's availability block. */
async function searchStay(
  page: Page,
  checkIn: string,
  checkOut: string,
  adults: number,
  kids: number,
) {
  await clickDay(page, checkIn);
  await clickDay(page, checkOut);
  await expect(page.getByTestId('check-in')).toHaveText(shown(checkIn));
  await expect(page.getByTestId('check-out')).toHaveText(shown(checkOut));
  await page.getByLabel('Adults', { exact: true }).fill(String(adults));
  await page.getByLabel('Kids', { exact: true }).fill(String(kids));
  await page.getByRole('button', { name: 'Apply changes' }).click();
}

test('an owner lists a hotel with a room type; a guest reserves at the spec price; the owner accepts; the room is no longer offered; the guest changes the booked stay and the owner accepts', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const token = Math.random().toString(36).slice(2, 8);
  const hotelName = `Hotel Jazeera ${token}`;
  const checkIn = daysFromToday(10);
  const checkOut = daysFromToday(13);
  const laterCheckOut = daysFromToday(14);

  // The owner lists the hotel and a double room with two addresses.
  const owner = await personIn(browser);
  await signUp(owner.page, 'Hotel Owner', newEmail('hotelowner'));
  await expect(owner.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await listHotel(owner.page, hotelName);
  await owner.page.getByRole('link', { name: `View ${hotelName}` }).click();
  await expect(owner.page).toHaveURL(/\/properties\/hotels\/[0-9a-f-]{36}\/report$/);
  const detailPath = await owner.page
    .getByRole('link', { name: 'Open listing' })
    .getAttribute('href');
  expect(detailPath).toMatch(/^\/hotels\/[0-9a-f-]{36}$/);
  // 50 a night, 70 a night for stays of up to 2 nights.
  await addRoom(owner.page, {
    type: 'Double room',
    area: 30,
    daily: 50,
    shortStay: 70,
    minStay: 2,
    capacity: 3,
    adults: 2,
    kids: 1,
    rooms: 2,
    addresses: '101 102',
  });
  const rooms = owner.page.getByRole('list', { name: 'Rooms' });
  await expect(rooms.getByRole('heading', { name: 'Double room' })).toBeVisible();
  await shoot(owner.page, 'hotel-report');

  // The owner raises the rate to 55 and back to 50: each save is back on the report at once.
  for (const daily of ['55', '50']) {
    await rooms.getByRole('link', { name: 'Edit room Double room' }).click();
    await owner.page.getByLabel('Daily rate ($)').fill(daily);
    await owner.page.getByRole('button', { name: 'Save changes' }).click();
    await expect(owner.page).toHaveURL(/\/properties\/hotels\/[0-9a-f-]{36}\/report$/);
    await expect(rooms.getByText(`$${daily}`)).toBeVisible();
  }

  // A visitor who is interested goes to /login first.
  const guest = await personIn(browser);
  await guest.page.goto(detailPath!);
  await expect(guest.page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  await expect(guest.page.getByText('Hodan, Benaadir')).toBeVisible();
  await searchStay(guest.page, checkIn, checkOut, 2, 1);
  const offered = guest.page.getByRole('list', { name: 'Available rooms' });
  await expect(offered.getByRole('heading', { name: 'Double room' })).toBeVisible();
  await offered.getByRole('button', { name: 'Interested' }).click();
  await expect(guest.page).toHaveURL(/\/login$/);

  // Signed up, the guest searches 3 nights for 2 adults and 1 kid: 3 x 50 = $150.
  await signUp(guest.page, 'Hotel Guest', newEmail('hotelguest'));
  await expect(guest.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await guest.page.goto(detailPath!);
  await searchStay(guest.page, checkIn, checkOut, 2, 1);
  const free = offered.getByRole('list', { name: 'Free rooms' });
  await expect(free.getByText('101', { exact: true })).toBeVisible();
  await expect(free.getByText('102', { exact: true })).toBeVisible();
  await shoot(guest.page, 'hotel-page');
  await offered.getByRole('button', { name: 'Interested' }).click();
  const dialog = guest.page.getByRole('dialog', { name: 'Confirm your reservation' });
  await expect(dialog.getByText(hotelName)).toBeVisible();
  await expect(dialog.getByText(shown(checkIn))).toBeVisible();
  await expect(dialog.getByText(shown(checkOut))).toBeVisible();
  await expect(dialog.getByTestId('stay-price')).toHaveText('$150');
  await dialog.getByLabel('Room address', { exact: true }).selectOption('101');
  await shoot(guest.page, 'reserve-dialog');
  await dialog.getByRole('button', { name: 'Reserve' }).click();
  await expect(guest.page).toHaveURL(/\/thankyou\/waiting$/);

  // The owner accepts from the inbox.
  await owner.page.getByRole('link', { name: /^Notifications/ }).click();
  const request = owner.page.getByRole('article', {
    name: `Hotel Guest wants to rent ${hotelName}`,
  });
  await request.getByRole('button', { name: /wants to rent/ }).click();
  await shoot(owner.page, 'inbox-request');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(owner.page.getByText('Accepted successfully').first()).toBeVisible();

  // The same days no longer offer 101; 102 still is.
  await guest.page.goto(`${detailPath}?check_in=${checkIn}&check_out=${checkOut}&adults=2&kids=1`);
  await expect(free.getByText('102', { exact: true })).toBeVisible();
  await expect(free.getByText('101', { exact: true })).toHaveCount(0);

  // The guest asks to stay a night longer with no kid, from My account.
  await guest.page.goto('/myaccount');
  await guest.page.getByRole('tab', { name: 'Hotel stays' }).click();
  const stays = guest.page.getByRole('list', { name: 'Hotel stays' });
  const stay = stays.getByRole('listitem').filter({ hasText: hotelName });
  await expect(stay.getByText('booked', { exact: true })).toBeVisible();
  await expect(stay.getByText('$150')).toBeVisible();
  await shoot(guest.page, 'my-stays');
  await stay.getByRole('link', { name: `Edit stay at ${hotelName}` }).click();
  await expect(guest.page.getByRole('heading', { name: 'Edit reservation' })).toBeVisible();
  // The rules: more kids than the room takes.
  await guest.page.getByLabel('Kids', { exact: true }).fill('3');
  await guest.page.getByRole('button', { name: 'Request the change' }).click();
  await expect(guest.page.getByRole('alert').getByText('You have more kids')).toBeVisible();
  await guest.page.getByLabel('Kids', { exact: true }).fill('0');
  await clickDay(guest.page, checkIn);
  await clickDay(guest.page, laterCheckOut);
  await shoot(guest.page, 'edit-reservation');
  await guest.page.getByRole('button', { name: 'Request the change' }).click();
  await expect(guest.page.getByText('Submitted the update successfully')).toBeVisible();
  await expect(guest.page).toHaveURL(/\/myaccount$/);

  // The owner accepts the update from the inbox.
  await owner.page.reload();
  const update = owner.page.getByRole('article', {
    name: `Hotel Guest asks to change a reservation at ${hotelName}`,
  });
  await update.getByRole('button', { name: /asks to change/ }).click();
  await update.getByRole('button', { name: 'Accept' }).click();
  await expect(owner.page.getByText('Accepted successfully').first()).toBeVisible();

  // The stay shows the new days and price: 4 nights x 50.
  await guest.page.reload();
  await guest.page.getByRole('tab', { name: 'Hotel stays' }).click();
  await expect(stay.getByTestId('stay-days')).toHaveText(
    `${shown(checkIn)} → ${shown(laterCheckOut)}`,
  );
  await expect(stay.getByText('2 adults, 0 kids')).toBeVisible();
  await expect(stay.getByText('$200')).toBeVisible();

  // The owner's dashboard lists the booking.
  await owner.page.goto('/property-management');
  await owner.page.getByRole('link', { name: `View ${hotelName}` }).click();
  const upcoming = owner.page.getByRole('list', { name: 'Upcoming bookings' });
  await expect(upcoming.getByText('Hotel Guest')).toBeVisible();
  await expect(upcoming.getByText('booked', { exact: true })).toBeVisible();
  await shoot(owner.page, 'hotel-report-booked');

  // At 375 px the hotel page fits without sideways scrolling.
  await guest.page.setViewportSize({ width: 375, height: 740 });
  await guest.page.goto(`${detailPath}?check_in=${checkIn}&check_out=${checkOut}&adults=1&kids=0`);
  await expect(offered.getByRole('heading', { name: 'Double room' })).toBeVisible();
  expect(await sidewaysOverflow(guest.page)).toBeLessThanOrEqual(0);

  await guest.context.close();
  await owner.context.close();
});
