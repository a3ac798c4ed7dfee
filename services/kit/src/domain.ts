export type ServiceName = 'identity' | 'portfolio' | 'maintenance' | 'engagement';

export const SERVICE_PORTS: Readonly<Record<ServiceName, number>> = {
  identity: 3101,
  portfolio: 3102,
  maintenance: 3103,
  engagement: 3104,
};
