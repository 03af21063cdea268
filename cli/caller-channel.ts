/**
 * A run started from JavaScript by verify() (api/index.js), which hands the kit a socket as file descriptor
 * TODO_KIT_CALLER_FD. Two things pass through it:
 * - the run's answer, one JSON line: its record and summary as it wrote them, and where (data, never the terminal's
 *   text read back; and never the files read again once the run has let go of its folder, which another run may
 *   then fill);
 * - the caller's end closing before that answer: the process that started the run is gone (a test runner that timed
 *   out and shut its worker down), and the run stops as SIGTERM would stop it (its implementation killed, its unfinished
 *   reports removed), so that no kit outlives the test that started it.
 * Without the variable (the command as typed), nothing. The variable is taken out of this process's environment
 * once read: the kit's own processes (the run of each profile's reference) hold no such descriptor.
 */
import { Socket } from 'node:net';
import { fstatSync } from 'node:fs';
import type { OutcomesRecord } from '../api/record';
import { stopRun } from './report-folder';

export const CALLER_FD_VARIABLE = 'TODO_KIT_CALLER_FD';

/** What a single run tells its caller: its record and summary as written, and the folder they are in. */
export interface CallerAnswer {
  reports: string;
  record: OutcomesRecord;
  summary: string;
  /** The summary as the terminal showed it, in plain text. */
  text: string;
}

export interface CallerChannel {
  /** Sends the answer and closes the channel; the caller's end closing afterwards is no longer a stop. */
  answer(answer: CallerAnswer): Promise<void>;
}

/** The one descriptor verify() hands over. */
const CALLER_FD = 3;

export function openCallerChannel(env: NodeJS.ProcessEnv = process.env): CallerChannel | undefined {
  const given = env[CALLER_FD_VARIABLE];
  delete env[CALLER_FD_VARIABLE];
  // Anything but verify()'s socket (a variable left in a shell, fd 3 a file or a pipe of the shell's) is the command as typed.
  if (given !== String(CALLER_FD) || !isSocket(CALLER_FD)) return undefined;
  const socket = new Socket({ fd: CALLER_FD, readable: true, writable: true });
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
        socket.once('close', () => done()); // written, or the caller gone meanwhile: either way nothing is left to do
        socket.end(`${JSON.stringify(answer)}\n`);
      }),
  };
}

function isSocket(fd: number): boolean {
  try {
    return fstatSync(fd).isSocket();
  } catch {
    return false; // not open
  }
}
