/**
 * A run started from JavaScript by verify() (api/index.js), which hands the kit a socket as file descriptor
 * TODO_KIT_CALLER_FD. Two things pass through it:
 * - the run's answer, one JSON line: where its reports are, so that the caller reads the record from outcomes.json
 *   (data, never the terminal's text read back), wherever --reports or the default put them;
 * - the caller's end closing before that answer: the process that started the run is gone (a test runner that timed
 *   out and shut its worker down), and the run stops as SIGTERM would stop it (its implementation killed, its unfinished
 *   reports removed), so that no kit outlives the test that started it.
 * Without the variable (the command as typed), nothing. The variable is taken out of this process's environment
 * once read: the kit's own processes (the run of each profile's reference) hold no such descriptor.
 */
import { Socket } from 'node:net';
import { stopRun } from './report-folder';

export const CALLER_FD_VARIABLE = 'TODO_KIT_CALLER_FD';

/** What a single run tells its caller: the folder its reports are in. */
export interface CallerAnswer {
  reports: string;
}

export interface CallerChannel {
  /** Sends the answer and closes the channel; the caller's end closing afterwards is no longer a stop. */
  answer(answer: CallerAnswer): Promise<void>;
}

export function openCallerChannel(env: NodeJS.ProcessEnv = process.env): CallerChannel | undefined {
  const fd = Number(env[CALLER_FD_VARIABLE]);
  delete env[CALLER_FD_VARIABLE];
  if (!Number.isInteger(fd) || fd < 3) return undefined;
  let socket: Socket;
  try {
    socket = new Socket({ fd, readable: true, writable: true });
  } catch {
    return undefined; // not a socket of a caller's (a variable left in a shell): the command as typed
  }
  let answered = false;
  const callerGone = () => {
    if (!answered) stopRun('SIGTERM');
  };
  socket.on('end', callerGone);
  socket.on('error', callerGone);
  socket.resume(); // the caller writes nothing: reading is how its end closing is seen
  socket.unref(); // and the channel keeps no run alive
  return {
    answer: (answer) =>
      new Promise((done) => {
        answered = true;
        socket.ref(); // until the answer is written
        socket.end(`${JSON.stringify(answer)}\n`, () => done());
      }),
  };
}
