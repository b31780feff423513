export * from './api';
export * from './messages';
export * from './locations';
export * from './categories';
export * from './user';
export * from './schemas/auth';
export * from './schemas/tracking';
