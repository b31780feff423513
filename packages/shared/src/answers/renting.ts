import { z } from 'zod';
import { RENTING_RECORD_STATUSES } from '../status';
import { idAnswer, instantAnswer } from './common';
import { listingSummaryAnswer } from './listings';

/** Answers of the renting calls of general properties (spec 1 sections 3 and 7). */

/** A renter's request for a general property (spec 1 section 3 "Renting record"). */
export const rentingRecordAnswer = z
  .object({
    _id: idAnswer,
    propertyId: idAnswer,
    user: z.object({ _id: idAnswer, name: z.string(), picture: z.string() }),
    rentee: idAnswer,
    /** the renter's number (the one saved with the request), for the property's owner only */
    contact: z.string(),
    /** pending, rented, declined, cancelled, and completed once vacated */
    status: z.enum([...RENTING_RECORD_STATUSES, 'completed']),
    created_date: instantAnswer,
  })
  .meta({ id: 'RentingRecord' });

/** The tenancy that follows an accepted request (spec 1 section 3 "Rented record"). */
export const rentedRecordAnswer = z
  .object({
    _id: idAnswer,
    rentee: idAnswer,
    propertyId: idAnswer,
    created_date: instantAnswer,
    /** rented, then completed when vacated */
    status: z.enum(['rented', 'completed']),
    check_out: instantAnswer.nullable(),
  })
  .meta({ id: 'RentedRecord' });

/** An entry of My account's Pending and Rented tabs: the property and the renter's record. */
export const rentalEntryAnswer = z
  .object({
    property: listingSummaryAnswer,
    record: z.object({ _id: idAnswer, status: z.string(), created_date: instantAnswer }),
  })
  .meta({ id: 'RentalEntry' });
