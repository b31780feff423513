import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { APARTMENT_FACILITY_CATEGORIES, FACILITY_CATALOGUE, messages } from '@rentals/shared';
import { compressImage } from '../../../shared/lib/compress-image';
import {
  callsTo,
  fail,
  formSentTo,
  ok,
  type Reply,
  pictureFile,
  stubApi,
  textParts,
} from '../../../test/api-stub';
import { deferred } from '../../../test/deferred';
import { describedBy } from '../../../test/described-by';
import { expectToasted } from '../../../test/field-problem';
import { picturesAsChosen, uploadPictures, tickAll } from '../../../test/picture-forms';
import { renderFormPage, testUser } from '../../../test/render';
import { NewPropertyPage } from './new-property-page';

vi.mock('../../../shared/lib/compress-image', () => ({ compressImage: vi.fn() }));

const renderNew = () =>
  renderFormPage({
    route: '/properties/:id/new',
    path: `/properties/${testUser._id}/new`,
    page: <NewPropertyPage />,
    back: { route: '/property-management', text: 'dashboard' },
  });

const SIX_FACILITIES = [
  ...FACILITY_CATALOGUE['Bed room'].slice(0, 3),
  ...FACILITY_CATALOGUE['Bath room'].slice(0, 3),
];
const BUILDING_FACILITIES = [
  ...FACILITY_CATALOGUE.HVAC.slice(0, 3),
  ...FACILITY_CATALOGUE.Parking.slice(0, 3),
];

let user: UserEvent;
const addButton = () => screen.getByRole('button', { name: /^Add (property|building)$/ });
const choose = async (label: string, option: string) =>
  user.selectOptions(await screen.findByLabelText(label), option);
const upload = (count: number) => uploadPictures(user, count, 'photo');
const tick = (names: readonly string[]) => tickAll(user, names);
/** A complete office: two pictures, every field and six amenities. */
const fillOffice = async () => {
  await upload(2);
  await choose('Type', 'Office');
  await user.type(screen.getByLabelText('Rooms'), '4');
  await user.type(screen.getByLabelText('Price per month ($)'), '650');
  await user.type(screen.getByLabelText('Area (m²)'), '180');
  await choose('District', 'Hodan');
  await user.type(screen.getByLabelText('Description'), 'Xafiis casri ah');
  await tick(SIX_FACILITIES);
};
const submitExpecting = async (message: string, times = 1) => {
  await user.click(addButton());
  await expectToasted(message, times);
};

// Typing and eleven previews take a while on a shared, busy machine.
describe('NewPropertyPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    user = userEvent.setup({ delay: null });
    picturesAsChosen();
  });

  it('checks the rules in the spec order with its messages, sending nothing', async () => {
    const fetchMock = stubApi({});
    renderNew();
    // Type 'Any' is no type: the empty-fields warning comes first, even with other gaps.
    await screen.findByLabelText('Type');
    await submitExpecting(messages.fillEmptyPlaces);
    // The first empty field says so beside it and takes the focus.
    const type = screen.getByLabelText('Type');
    await waitFor(() => expect(document.activeElement).toBe(type));
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(type)).toBe(messages.fillEmptyPlaces);
    await choose('Type', 'House');
    await user.type(screen.getByLabelText('Area (m²)'), '120');
    await user.type(screen.getByLabelText('Description'), 'Guri ballaaran oo Hodan ku yaal');
    await submitExpecting(messages.noPictures);
    await upload(11);
    await submitExpecting(messages.only10Images);
    await user.click(screen.getByRole('button', { name: 'Remove picture 11' }));
    await screen.findByText('10 of 10 pictures chosen');
    await tick(SIX_FACILITIES.slice(0, 5));
    await submitExpecting(messages.facilitiesLessThan6);
    await tick(SIX_FACILITIES.slice(5));
    await submitExpecting(messages.fillEmptyPlaces, 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the fields as text parts, location and facilities as JSON and the pictures', async () => {
    const fetchMock = stubApi({
      'POST /rentingProperty/add': ok({ _id: 'p1', owner: testUser._id }),
    });
    renderNew();
    await fillOffice();
    await user.click(addButton());
    expect(await screen.findByText('dashboard')).toBeTruthy();

    const body = formSentTo(fetchMock, 'POST /rentingProperty/add');
    const text = (key: string) => body.get(key);
    expect(text('owner')).toBe(testUser._id);
    expect(text('type')).toBe('office');
    expect(text('rooms')).toBe('4');
    expect(text('price')).toBe('650');
    expect(text('area')).toBe('180');
    expect(text('description')).toBe('Xafiis casri ah');
    expect(JSON.parse(String(text('location')))).toEqual({ region: 'Benaadir', district: 'Hodan' });
    expect(JSON.parse(String(text('facilities')))).toEqual({
      'Bed room': SIX_FACILITIES.slice(0, 3),
      'Bath room': SIX_FACILITIES.slice(3),
    });
    expect(text('folder')).toMatch(new RegExp(`^${testUser._id}/property/[0-9a-f]{24}$`));
    expect(body.has('name')).toBe(false);
    const pictures = body.getAll('pictures') as File[];
    expect(pictures.map((p) => p.name)).toEqual(['photo-1.jpg', 'photo-2.jpg']);
    expect(compressImage).toHaveBeenCalledTimes(2);
  });

  it(
    'shows each picture uploading, and after a failed upload sends the same form again',
    { timeout: 60_000 },
    async () => {
      const first = deferred<Reply>();
      let calls = 0;
      const fetchMock = stubApi({
        'POST /rentingProperty/add': () =>
          ++calls === 1 ? first.promise : ok({ _id: 'p1', owner: testUser._id }),
      });
      renderNew();
      await fillOffice();
      await user.click(addButton());

      // While the call runs: a bar per picture, and the button's spinner.
      const bars = await screen.findAllByRole(
        'progressbar',
        { name: /^Uploading picture \d$/ },
        { timeout: 20_000 },
      );
      expect(bars).toHaveLength(2);
      expect(addButton().getAttribute('aria-busy')).toBe('true');

      first.resolve(fail(503, 'Service Unavailable'));
      const said = await screen.findByText(/The upload did not finish/);
      expect(said.closest('[role="alert"]')?.textContent).toMatch(/pictures are still here/);
      expect(screen.queryAllByRole('progressbar', { name: /^Uploading picture/ })).toHaveLength(0);
      expect((screen.getByLabelText('Rooms') as HTMLInputElement).value).toBe('4');
      expect(screen.getByText('2 of 10 pictures chosen')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('dashboard')).toBeTruthy();
      expect(callsTo(fetchMock, 'POST /rentingProperty/add')).toHaveLength(2);
      const again = formSentTo(fetchMock, 'POST /rentingProperty/add', 1);
      expect((again.getAll('pictures') as File[]).map((p) => p.name)).toEqual([
        'photo-1.jpg',
        'photo-2.jpg',
      ]);
      expect(again.get('rooms')).toBe('4');
    },
  );

  it('hides rooms and facilities for Land, keeps price and area, and asks for a name', async () => {
    const fetchMock = stubApi({
      'POST /rentingProperty/add': ok({ _id: 'p2', owner: testUser._id }),
    });
    renderNew();
    await choose('Type', 'Land');
    expect(screen.queryByLabelText('Rooms')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Facilities' })).toBeNull();
    expect(screen.getByLabelText('Price per month ($)')).toBeTruthy();
    expect(screen.getByLabelText('Area (m²)')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Dhul Dayniile');
    await user.type(screen.getByLabelText('Price per month ($)'), '300');
    await user.type(screen.getByLabelText('Area (m²)'), '400');
    await user.type(screen.getByLabelText('Description'), 'Dhul banaan');
    await upload(1);
    await user.click(addButton());
    expect(await screen.findByText('dashboard')).toBeTruthy();
    const body = formSentTo(fetchMock, 'POST /rentingProperty/add');
    expect(body.get('type')).toBe('Land');
    expect(body.get('name')).toBe('Dhul Dayniile');
    expect(body.has('rooms')).toBe(false);
    expect(JSON.parse(String(body.get('facilities')))).toEqual({});
  });

  it('ignores numbers below 1', async () => {
    stubApi({});
    renderNew();
    const rooms = (await screen.findByLabelText('Rooms')) as HTMLInputElement;
    await user.type(rooms, '0');
    expect(rooms.value).toBe('');
    await user.type(rooms, '3');
    expect(rooms.value).toBe('3');
  });

  it('asks an apartment building for name, floors and units, with its rules in order', async () => {
    const fetchMock = stubApi({});
    renderNew();
    await choose('Type', 'Apartment');
    for (const hidden of ['Rooms', 'Price per month ($)', 'Area (m²)']) {
      expect(screen.queryByLabelText(hidden)).toBeNull();
    }
    const groups = screen.getAllByRole('group', { name: 'Facilities' })[0]!;
    expect(
      Array.from(groups.querySelectorAll('summary > span:first-child')).map((s) => s.textContent),
    ).toEqual([...APARTMENT_FACILITY_CATEGORIES]);
    await submitExpecting(messages.fillEmptyPlaces);
    await user.type(screen.getByLabelText('Description'), 'Dhismo 5 dabaq ah');
    await submitExpecting(messages.apartmentFillEmpty);
    await user.type(screen.getByLabelText('Name'), 'Daarta Hodan');
    const floors = screen.getByLabelText('Floors') as HTMLInputElement;
    await user.type(floors, '0');
    expect(floors.value).toBe('');
    await user.type(floors, '5');
    await submitExpecting(messages.apartmentFillEmpty, 2);
    await user.type(screen.getByLabelText('Units'), '20');
    await submitExpecting(messages.noPictures);
    await upload(11);
    await submitExpecting(messages.only10Images);
    await user.click(screen.getByRole('button', { name: 'Remove picture 11' }));
    await screen.findByText('10 of 10 pictures chosen');
    await tick(BUILDING_FACILITIES.slice(0, 5));
    await submitExpecting(messages.facilitiesLessThan6);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends an apartment building to /apartmentBuilding/add as multipart', async () => {
    const fetchMock = stubApi({
      'POST /apartmentBuilding/add': ok({ _id: 'b1', owner: testUser._id, type: 'Apartment' }),
    });
    renderNew();
    await upload(2);
    await choose('Type', 'Apartment');
    await user.type(screen.getByLabelText('Name'), 'Daarta Hodan');
    await user.type(screen.getByLabelText('Floors'), '5');
    await user.type(screen.getByLabelText('Units'), '20');
    await choose('District', 'Hodan');
    await user.type(screen.getByLabelText('Description'), 'Dhismo cusub');
    await tick(BUILDING_FACILITIES);
    await user.click(addButton());
    expect(await screen.findByText('dashboard')).toBeTruthy();

    const body = formSentTo(fetchMock, 'POST /apartmentBuilding/add');
    expect(callsTo(fetchMock, 'POST /rentingProperty/add')).toHaveLength(0);
    expect(textParts(body)).toMatchObject({
      owner: testUser._id,
      type: 'Apartment',
      name: 'Daarta Hodan',
      no_floors: '5',
      units: '20',
      description: 'Dhismo cusub',
    });
    expect(JSON.parse(String(body.get('location')))).toEqual({
      region: 'Benaadir',
      district: 'Hodan',
    });
    expect(JSON.parse(String(body.get('facilities')))).toEqual({
      HVAC: BUILDING_FACILITIES.slice(0, 3),
      Parking: BUILDING_FACILITIES.slice(3),
    });
    expect(body.get('folder')).toMatch(
      new RegExp(`^${testUser._id}/apartmentBuilding/[0-9a-f]{24}$`),
    );
    for (const absent of ['rooms', 'price', 'area']) expect(body.has(absent)).toBe(false);
    expect((body.getAll('pictures') as File[]).map((p) => p.name)).toEqual([
      'photo-1.jpg',
      'photo-2.jpg',
    ]);
  });

  it("says 'Error on image proccessing!!!' when a picture cannot be compressed", async () => {
    stubApi({});
    vi.mocked(compressImage).mockRejectedValueOnce(new Error('cannot decode'));
    renderNew();
    await user.upload(await screen.findByLabelText('Pictures'), [
      pictureFile('broken.jpg'),
      pictureFile('fine.jpg'),
    ]);
    expect(await screen.findByText(messages.imageProcessingError)).toBeTruthy();
    expect(await screen.findByText('1 of 10 pictures chosen')).toBeTruthy();
  });
});
