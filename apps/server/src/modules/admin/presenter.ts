import type { AdminPropertyRequest, AdminReport, AdminSender } from '@rentals/shared';
import type { PropertyRequestRow, ReportRow, Sender } from './repository';

const presentSender = (sender: Sender): AdminSender => ({
  _id: sender.id,
  name: sender.name,
  email: sender.email,
});

export const presentReport = (row: ReportRow): AdminReport => ({
  _id: row.id,
  type: row.type,
  description: row.description,
  created_date: row.createdAt.toISOString(),
  user: presentSender(row.sender),
});

export const presentPropertyRequest = (row: PropertyRequestRow): AdminPropertyRequest => ({
  _id: row.id,
  region: row.region,
  district: row.district,
  customer_type: row.customerType,
  property_type: row.propertyType,
  service: row.service,
  description: row.description,
  created_date: row.createdAt.toISOString(),
  user: presentSender(row.sender),
});
