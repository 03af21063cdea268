export const readyMessage: string = 'not ready';
