import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { messages, waitMinutesOf, type ErrorCode } from '@rentals/shared';

type TextKey = {
  [K in keyof typeof messages]: (typeof messages)[K] extends string ? K : never;
}[keyof typeof messages];

/**
 * The spec's messages (packages/shared/src/messages.ts), which the server answers and the forms
 * show, in the page's language. The spec's wording is the message itself.
 */
const MESSAGES: Record<TextKey, MessageDescriptor> = {
  serverError: msg({ id: 'message.serverError', message: 'server error' }),
  serverErrorCapital: msg({ id: 'message.serverErrorCapital', message: 'Server error' }),
  errorHappened: msg({ id: 'message.errorHappened', message: 'error happened' }),
  serverNotWorking: msg({ id: 'message.serverNotWorking', message: 'server not working' }),
  serverIsNotWorking: msg({ id: 'message.serverIsNotWorking', message: 'server is not working' }),
  serverIsNotWorkingCapital: msg({
    id: 'message.serverIsNotWorkingCapital',
    message: 'Server is not working',
  }),
  fillTheBlank: msg({ id: 'message.fillTheBlank', message: 'fill the blank' }),
  fillEmptyFields: msg({
    id: 'message.fillEmptyFields',
    message: 'Fadlan buuxi meelaha banaan!!!',
  }),
  userExists: msg({ id: 'message.userExists', message: 'User exist!!!' }),
  userNotExist: msg({ id: 'message.userNotExist', message: 'User not exist' }),
  loginCodeError: msg({ id: 'message.loginCodeError', message: 'Login code error' }),
  googleFailed: msg({ id: 'message.googleFailed', message: 'Error: Please try again!!' }),
  notAuthorized: msg({ id: 'message.notAuthorized', message: 'not_authorized' }),
  emailTaken: msg({ id: 'message.emailTaken', message: 'email already taken' }),
  reportSubmitted: msg({ id: 'message.reportSubmitted', message: 'Report is being submitted!!!' }),
  fillTheForm: msg({ id: 'message.fillTheForm', message: 'Please fill the form!!!' }),
  pleaseTheFill: msg({ id: 'message.pleaseTheFill', message: 'PLease the fill' }),
  requestAlreadySubmittedSomali: msg({
    id: 'message.requestAlreadySubmittedSomali',
    message: 'Codsigaaga hore ayaa loo gudbiyay',
  }),
  requestAlreadySubmitted: msg({
    id: 'message.requestAlreadySubmitted',
    message: 'You already submitted a request',
  }),
  rentRequestSubmitted: msg({
    id: 'message.rentRequestSubmitted',
    message: 'Your request is being submitted !!!',
  }),
  propertyInProcess: msg({
    id: 'message.propertyInProcess',
    message: 'This is property is in process',
  }),
  cardInProcess: msg({
    id: 'message.cardInProcess',
    message: 'This property is in process of renting!!!',
  }),
  cannotRentOwn: msg({ id: 'message.cannotRentOwn', message: "you can't rent your property" }),
  terminationExists: msg({
    id: 'message.terminationExists',
    message: 'Codsigaa horey ayaad u dhigatay',
  }),
  notUpdated: msg({ id: 'message.notUpdated', message: 'not updated' }),
  pleaseFill: msg({ id: 'message.pleaseFill', message: 'please fill' }),
  fillEmptyPlaces: msg({
    id: 'message.fillEmptyPlaces',
    message: 'Fadlan buuxi goobaha banaan!!!',
  }),
  apartmentFillEmpty: msg({
    id: 'message.apartmentFillEmpty',
    message: 'Fadlan meelaha banaan!!!',
  }),
  imageProcessingError: msg({
    id: 'message.imageProcessingError',
    message: 'Error on image proccessing!!!',
  }),
  noPictures: msg({ id: 'message.noPictures', message: 'No pictures are selected!!!' }),
  only10Images: msg({ id: 'message.only10Images', message: 'Only 10 images are allowed' }),
  only15Images: msg({ id: 'message.only15Images', message: 'Only 15 images are allowed' }),
  picturesMoreThan10: msg({
    id: 'message.picturesMoreThan10',
    message: 'Pictures are more than 10',
  }),
  facilitiesLessThan6: msg({
    id: 'message.facilitiesLessThan6',
    message: 'Facilities less than 6',
  }),
  facilitiesAreLessThan6: msg({
    id: 'message.facilitiesAreLessThan6',
    message: 'Facilities are less than 6',
  }),
  dataIncomplete: msg({ id: 'message.dataIncomplete', message: 'xogtaada ma dhameestirna' }),
  nameTooShort: msg({ id: 'message.nameTooShort', message: 'Magaca < 3 xaraf' }),
  cantFindProperty: msg({ id: 'message.cantFindProperty', message: "Can't find the property" }),
  noUser: msg({ id: 'message.noUser', message: 'There is no user' }),
  starMoreThan1: msg({ id: 'message.starMoreThan1', message: 'Star should be more than 1!!!' }),
  updateBeforeSubmit: msg({
    id: 'message.updateBeforeSubmit',
    message: 'Please update before submitting!!!',
  }),
  selectDate: msg({ id: 'message.selectDate', message: 'Please select the date' }),
  selectTime: msg({ id: 'message.selectTime', message: 'Please select time' }),
  anotherBookingOnDate: msg({
    id: 'message.anotherBookingOnDate',
    message: 'There is another booking on that date',
  }),
  anotherEventOnDate: msg({
    id: 'message.anotherEventOnDate',
    message: 'There is another event on the date',
  }),
  anotherEventOnTime: msg({
    id: 'message.anotherEventOnTime',
    message: 'There is another event on this time',
  }),
  dateTaken: msg({ id: 'message.dateTaken', message: 'The date is already taken' }),
  alreadyRented: msg({ id: 'message.alreadyRented', message: 'already rented' }),
  alreadyRemoved: msg({ id: 'message.alreadyRemoved', message: 'Already removed' }),
  missingEventId: msg({ id: 'message.missingEventId', message: 'Ka xunnahay, Qalad ayaa jira' }),
  hallUpdateSubmitted: msg({
    id: 'message.hallUpdateSubmitted',
    message: 'Submitted the update successfully',
  }),
  selectRoomAddress: msg({
    id: 'message.selectRoomAddress',
    message: 'Please select room address',
  }),
  moreKids: msg({ id: 'message.moreKids', message: 'You have more kids' }),
  moreAdults: msg({ id: 'message.moreAdults', message: 'You have more adults' }),
  rented: msg({ id: 'message.rented', message: 'Rented' }),
  acceptedSuccessfully: msg({
    id: 'message.acceptedSuccessfully',
    message: 'Accepted successfully',
  }),
  declinedSuccessfully: msg({
    id: 'message.declinedSuccessfully',
    message: 'Declined successfully',
  }),
  success: msg({ id: 'message.success', message: 'success' }),
  successCapital: msg({ id: 'message.successCapital', message: 'Success' }),
  notFoundTitle: msg({ id: 'message.notFoundTitle', message: 'Boggaan lama helin' }),
};

const KEY_OF_TEXT = new Map<string, TextKey>(
  (Object.keys(MESSAGES) as TextKey[]).map((key) => [messages[key], key]),
);

/** What a failure with this code says when its text is none of the spec's. */
const BY_CODE: Partial<Record<ErrorCode, MessageDescriptor>> = {
  validation: msg`Please check what you entered.`,
  unauthorized: msg`Please sign in first.`,
  forbidden: msg`You are not allowed to do that.`,
  not_found: msg`It is not there any more.`,
  conflict: msg`That was changed meanwhile; please look again.`,
  too_many_requests: msg`Too many tries; please wait a moment.`,
  payload_too_large: msg`The file is too large.`,
  invalid_code: msg`That code is not right.`,
  code_expired: msg`That code has expired; ask for a new one.`,
  too_many_tries: msg`Too many wrong codes; ask for a new one.`,
  internal: msg`Something went wrong on our side; please try again.`,
  unavailable: msg`The service is busy; please try again shortly.`,
};

const HALL_MAX = /^The hall can't take more than (\d+)$/;
const HALL_MIN = /^The hall can't take less than (\d+)$/;
const HTTP_FAILURE = /^(\d{3}): ([\s\S]*)$/;

/**
 * A message from the server or the shared rules, shown in the page's language: the spec's text
 * translated, else (in Somali or English) what its error code says, else as it came.
 */
export function messageText(i18n: I18n, text: string, code?: ErrorCode): string {
  const key = KEY_OF_TEXT.get(text);
  if (key) return i18n._(MESSAGES[key]);
  const max = HALL_MAX.exec(text);
  if (max) {
    const n = max[1]!;
    return i18n._(msg`The hall can't take more than ${n}`);
  }
  const min = HALL_MIN.exec(text);
  if (min) {
    const n = min[1]!;
    return i18n._(msg`The hall can't take less than ${n}`);
  }
  // A 429 says how long to wait (issue 32): the minutes, in the page's language.
  const minutes = i18n.locale === 'spec' ? null : waitMinutesOf(text);
  if (minutes !== null)
    return i18n._(
      msg`Too many tries. Wait ${plural(minutes, { one: '# minute', other: '# minutes' })}, then try again.`,
    );
  const http = HTTP_FAILURE.exec(text);
  if (http) return `${http[1]}: ${messageText(i18n, http[2]!, code)}`;
  if (i18n.locale !== 'spec' && code && BY_CODE[code]) return i18n._(BY_CODE[code]);
  return text;
}
