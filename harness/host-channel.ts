/**
 * The module host's end of its channel to the kit: newline-delimited JSON on file descriptor 3, a pipe the kit
 * opened. Not Node's IPC channel: there, one line that is not JSON (which the implementation, running in this
 * process, can write) threw an uncaught SyntaxError in the kit. Here the kit reads the pipe with the same bounded
 * reader as a line-protocol program's stdout (line-channel.ts), so whatever arrives is at worst a protocol error.
 */
import { Socket } from 'node:net';
import { jsonLineWriter, readJsonLines } from './line-channel';

/** The file descriptor the kit gives the module host for its channel (stdio index 3). */
export const HOST_CHANNEL_FD = 3;

let opened: Socket | undefined;
/** Opened on first use: the kit imports this file for HOST_CHANNEL_FD, and must not open its own fd 3. */
const socket = () => (opened ??= new Socket({ fd: HOST_CHANNEL_FD, readable: true, writable: true }));

let writer: ((message: unknown, hold: boolean) => void) | undefined;

/**
 * Send one message. `more`: answers to other requests are still to come (a burst of calls sent at once), so this
 * one may wait for the rest of its tick; the last answer of a burst, and every answer of calls made one at a time,
 * is written at once.
 */
export function send(message: unknown, more = false): void {
  (writer ??= jsonLineWriter(socket()))(message, more);
}

/** Requests from the kit; whatever is not a well-formed line is ignored (the kit only sends well-formed ones). */
export function onMessage(listener: (message: unknown) => void): void {
  readJsonLines(socket(), 'the channel from the kit', { message: listener, notJson: () => undefined, violation: () => undefined });
}

/** The kit went away (its end of the pipe closed). */
export function onDisconnect(listener: () => void): void {
  socket().on('end', listener);
  socket().on('error', listener);
}
