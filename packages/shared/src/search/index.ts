export * from './spellings';
export * from './text';
export * from './reading';
export * from './saved-path';
