export const notReady = 'the registry is not ready';
