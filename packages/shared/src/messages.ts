/** The wait a 429 names, in whole minutes: 'Wait 15 minutes, then try again.' */
export const waitThenTry = (minutes: number) =>
  `Wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, then try again.`;

/**
 * Every user-facing message of the spec, word for word (spellings included), so that the
 * server and the client show the same text. Keys are ours; values are the spec's.
 */
export const messages = {
  // Shared error handling (spec 1 section 8)
  serverError: 'server error',
  serverErrorCapital: 'Server error',
  errorHappened: 'error happened',
  serverNotWorking: 'server not working',
  serverIsNotWorking: 'server is not working',
  serverIsNotWorkingCapital: 'Server is not working',

  // Sign-in and sign-up
  fillTheBlank: 'fill the blank',
  fillEmptyFields: 'Fadlan buuxi meelaha banaan!!!',
  userExists: 'User exist!!!',
  userNotExist: 'User not exist',
  loginCodeError: 'Login code error',
  googleFailed: 'Error: Please try again!!',
  notAuthorized: 'not_authorized',
  emailTaken: 'email already taken',

  // Reports and requests
  reportSubmitted: 'Report is being submitted!!!',
  fillTheForm: 'Please fill the form!!!',
  pleaseTheFill: 'PLease the fill',

  // Notifications and requests
  requestAlreadySubmittedSomali: 'Codsigaaga hore ayaa loo gudbiyay',
  requestAlreadySubmitted: 'You already submitted a request',
  rentRequestSubmitted: 'Your request is being submitted !!!',
  propertyInProcess: 'This is property is in process',
  cardInProcess: 'This property is in process of renting!!!',
  cannotRentOwn: "you can't rent your property",
  terminationExists: 'Codsigaa horey ayaad u dhigatay',
  notUpdated: 'not updated',
  pleaseFill: 'please fill',

  // Property forms and pictures
  fillEmptyPlaces: 'Fadlan buuxi goobaha banaan!!!',
  apartmentFillEmpty: 'Fadlan meelaha banaan!!!',
  imageProcessingError: 'Error on image proccessing!!!',
  noPictures: 'No pictures are selected!!!',
  only10Images: 'Only 10 images are allowed',
  only15Images: 'Only 15 images are allowed',
  picturesMoreThan10: 'Pictures are more than 10',
  facilitiesLessThan6: 'Facilities less than 6',
  facilitiesAreLessThan6: 'Facilities are less than 6',
  dataIncomplete: 'xogtaada ma dhameestirna',
  nameTooShort: 'Magaca < 3 xaraf',

  // Missing data
  cantFindProperty: "Can't find the property",
  noUser: 'There is no user',

  // Ratings
  starMoreThan1: 'Star should be more than 1!!!',
  updateBeforeSubmit: 'Please update before submitting!!!',

  // Halls (spec 2)
  hallMax: (n: number) => `The hall can't take more than ${n}`,
  hallMin: (n: number) => `The hall can't take less than ${n}`,
  /** Any 429 (issue 32): how long to wait, in whole minutes (its Retry-After in seconds). */
  tooManyWait: (minutes: number) => `Too many tries. ${waitThenTry(minutes)}`,
  selectDate: 'Please select the date',
  selectTime: 'Please select time',
  anotherBookingOnDate: 'There is another booking on that date',
  anotherEventOnDate: 'There is another event on the date',
  anotherEventOnTime: 'There is another event on this time',
  dateTaken: 'The date is already taken',
  alreadyRented: 'already rented',
  alreadyRemoved: 'Already removed',
  missingEventId: 'Ka xunnahay, Qalad ayaa jira',
  hallUpdateSubmitted: 'Submitted the update successfully',

  // Hotels (spec 2)
  selectRoomAddress: 'Please select room address',
  moreKids: 'You have more kids',
  moreAdults: 'You have more adults',
  rented: 'Rented',

  // Success toasts
  acceptedSuccessfully: 'Accepted successfully',
  declinedSuccessfully: 'Declined successfully',
  success: 'success',
  successCapital: 'Success',

  // Pages
  notFoundTitle: 'Boggaan lama helin',
} as const;

/** The shared client handler's rendering of an HTTP failure: '{status}: {message}'. */
export const httpErrorMessage = (status: number, message: string) => `${status}: ${message}`;

/** The whole minutes to wait for `seconds`, at least one: what a 429's message says. */
export const minutesToWait = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

const WAIT_MINUTES = /Wait (\d+) minutes?, then (?:try|ask) again/;
/** The minutes a 429's message says to wait ('Wait 15 minutes, then ask again'), or null. */
export function waitMinutesOf(text: string): number | null {
  const found = WAIT_MINUTES.exec(text);
  return found ? Number(found[1]) : null;
}
