export * from './common';
export * from './identity';
export * from './identity-invitations';
export * from './identity-credits';
export * from './portfolio';
export * from './maintenance';
export * from './engagement';
export * from './bff';
