/** The owner's routes of a building (spec 2 section 2). */
export const buildingReportPath = (id: string) => `/properties/apartment-buildings/${id}/report`;
export const buildingEditPath = (id: string) => `/properties/apartment-buildings/${id}/edit`;
export const addApartmentPath = (id: string) => `/apartmentBuilding/add-apartment/${id}`;
export const buildingDetailPath = (id: string) => `/apartment-buildings/${id}`;
