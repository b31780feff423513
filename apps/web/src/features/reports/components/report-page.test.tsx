import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@rentals/shared';
import { callsTo, fail, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { deferred } from '../../../test/deferred';
import { expectEmptyFieldRefused } from '../../../test/field-problem';
import { renderRoutes, testUser } from '../../../test/render';
import { ReportPage } from './report-page';

const routes = [
  { path: '/report', element: <ReportPage /> },
  { path: '/', element: <p>home page</p> },
];
const renderReport = () => renderRoutes({ path: '/report', routes, user: testUser });
const gudbi = () => screen.getByRole('button', { name: 'Gudbi' });

describe('ReportPage', () => {
  it('offers Cilad, Cabasho and Dalbasho with Cilad chosen', async () => {
    stubApi({});
    renderReport();
    const type = (await screen.findByLabelText('Nooca')) as HTMLSelectElement;
    expect(type.value).toBe('Cilad');
    expect([...type.options].map((o) => [o.value, o.text])).toEqual([
      ['Cilad', 'Cilad'],
      ['House', 'Cabasho'],
      ['Office', 'Dalbasho'],
    ]);
  });

  it("warns 'Please fill the form!!!' without a description and sends nothing", async () => {
    const fetchMock = stubApi({});
    renderReport();
    await userEvent.click(await screen.findByRole('button', { name: 'Gudbi' }));
    await expectEmptyFieldRefused(fetchMock, 'Faahfaahin', messages.fillTheForm);
  });

  it('disables Gudbi with a spinner while sending, then thanks and goes home', async () => {
    const answer = deferred<unknown>();
    const fetchMock = stubApi({ 'POST /reports/add': () => answer.promise });
    renderReport();
    await userEvent.selectOptions(await screen.findByLabelText('Nooca'), 'House');
    await userEvent.type(screen.getByLabelText('Faahfaahin'), 'Biyaha ma shaqeeyaan');
    await userEvent.click(gudbi());
    await waitFor(() => expect((gudbi() as HTMLButtonElement).disabled).toBe(true));
    expect(gudbi().getAttribute('aria-busy')).toBe('true');
    expect(gudbi().querySelector('svg')).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /reports/add')).toEqual({
      from: testUser._id,
      description: 'Biyaha ma shaqeeyaan',
      type: 'House',
    });
    answer.resolve(ok('success'));
    expect(await screen.findByText(messages.reportSubmitted)).toBeTruthy();
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it("says 'server error' on a failure and lets the person try again", async () => {
    const fetchMock = stubApi({ 'POST /reports/add': fail(500, 'boom') });
    renderReport();
    await userEvent.type(await screen.findByLabelText('Faahfaahin'), 'Cilad baa jirta');
    await userEvent.click(gudbi());
    expect(await screen.findByText(messages.serverError)).toBeTruthy();
    await waitFor(() => expect((gudbi() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText('home page')).toBeNull();
    expect(callsTo(fetchMock, 'POST /reports/add')).toHaveLength(1);
  });
});
