/** The owner's routes these forms lead back to (spec 2 section 2). */
export const PROPERTY_MANAGEMENT_PATH = '/property-management';
export const buildingReportPath = (buildingId: string) =>
  `/properties/apartment-buildings/${buildingId}/report`;
