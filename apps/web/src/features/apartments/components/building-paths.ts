import { KIND_FACTS, ownerPagePath } from '@rentals/shared';

/** The owner's routes of a building (spec 2 section 2). */
export const buildingReportPath = (id: string) => ownerPagePath('Apartment', id, 'report');
export const buildingEditPath = (id: string) => ownerPagePath('Apartment', id, 'edit');
export const addApartmentPath = (id: string) => `/apartmentBuilding/add-apartment/${id}`;
export const buildingDetailPath = KIND_FACTS.Apartment.webPath;
