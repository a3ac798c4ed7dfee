export * from './common';
export * from './identity';
export * from './portfolio';
export * from './maintenance';
