export * from './users';
export * from './auth';
export * from './tracking';
export * from './properties';
export * from './engagement';
export * from './apartments';
