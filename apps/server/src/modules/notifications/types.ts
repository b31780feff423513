/**
 * Notification types the server writes (spec 1 sections 3 and 4). Spellings are the spec's; the
 * inbox falls back on the listing's kind for any other type.
 */
export const NOTIFICATION_TYPES = {
  rentRequest: 'rent-request',
  rentAccepted: 'rent-accepted',
  requestDeclined: 'request-declined',
  vacated: 'vacated',
  rentTermination: 'rent-termination',
  rentTerminationRequest: 'rent-termination-request',
  vacateRequest: 'vacate-request',
  verificationRequest: 'property-verification-request',
} as const;

/** The notifier value that addresses admin; stored as a null notifier. */
export const ADMIN_NOTIFIER = 'admin';
