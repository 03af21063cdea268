/**
 * The kit's own file work in a scenario's folder, which the implementation writes in too: the files the kit plants,
 * reads back and lists there. The kit runs outside any sandbox; a link in that folder (which the implementation may
 * have made, pointing anywhere: under --sandbox, at any folder of the grader's) is refused, never followed, even one
 * swapped in while the kit works (harness/beneath.ts walks by descriptor from the run's scratch folder).
 */
import { join } from 'node:path';
import { describeInTheWay, InTheWay, kindBeneath, linkTarget, makeFoldersBeneath, partsBelow, readFileBeneath, writeFileBeneath } from '../../harness/beneath';
import { fail } from '../../harness/failure-report';
import { listFolder, type ListedEntry } from '../../harness/folder-listing';
import { walkBase } from '../../harness/isolation';

/** Every entry under a folder of the run's (a scenario's, the folder a variable named as the implementation started). */
export function listUnder(folder: string): ListedEntry[] {
  return listFolder(walkBase(folder), folder);
}

export class ScenarioFiles {
  /**
   * `folder` is the scenario's folder (asked for when needed: it is made on first use); `requirements` the scenario's,
   * which a link's failure names; `hint` what to do instead of a link.
   */
  constructor(
    private readonly folder: () => string,
    private readonly requirements: () => string[],
    private readonly hint: string,
  ) {}

  /**
   * The path of `relative` (parts with "/"), to hand to the implementation: never one the kit reads or writes by. Only
   * below the scenario's folder: a ".." (a step's text gone wrong) would reach the run's other folders.
   */
  path(relative = ''): string {
    const parts = relative.split('/').filter((part) => part !== '');
    if (parts.some((part) => part === '..' || part === '.')) throw new Error(`a path in a scenario's folder with "." or ".." in it: ${relative}`);
    return join(this.folder(), ...parts);
  }

  /** The regular file's bytes (at most a message's bound), or undefined where none is; a link there fails the scenario. */
  read(relative: string): Buffer | undefined {
    return this.refusingWhatIsInTheWay(() => readFileBeneath(this.base(), this.path(relative)));
  }

  /**
   * As read, but a link in the file's own place reads as no file (one on the way still fails the scenario): a link
   * is no list written there. (A file closed to the kit in its place fails the scenario, as in read.)
   */
  readIfFile(relative: string): Buffer | undefined {
    return this.refusingWhatIsInTheWay(() => {
      try {
        return readFileBeneath(this.base(), this.path(relative));
      } catch (error) {
        if (error instanceof InTheWay && error.parts.length === partsBelow(this.base(), this.path(relative)).length) return undefined;
        throw error;
      }
    });
  }

  /** Write `text` as the file, making the folders on the way. */
  write(relative: string, text: string): void {
    this.refusingWhatIsInTheWay(() => writeFileBeneath(this.base(), this.path(relative), text));
  }

  /** Make the folder and those on the way. */
  makeFolder(relative: string): void {
    this.refusingWhatIsInTheWay(() => makeFoldersBeneath(this.base(), this.path(relative)));
  }

  /** What stands there: a file, a folder, something else, or nothing. */
  kind(relative: string): 'file' | 'folder' | 'other' | undefined {
    return this.refusingWhatIsInTheWay(() => kindBeneath(this.base(), this.path(relative)));
  }

  /** Every entry under the folder (the scenario's own by default); a link put in its place is not listed through. */
  list(relative = ''): ListedEntry[] {
    return listUnder(this.path(relative));
  }

  private base(): string {
    return walkBase(this.folder());
  }

  /**
   * `work`, with what stood in its way told as the scenario's failure: the implementation made it, a link (which the
   * kit never follows) or a folder replaced or moved away as the kit worked in it (a program racing the kit).
   */
  private refusingWhatIsInTheWay<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      if (!(error instanceof InTheWay)) throw error;
      const scenario = partsBelow(this.base(), this.folder()).length;
      const inside = error.parts.slice(scenario);
      const where = inside.length > 0 ? `${inside.join('/')} in the scenario's folder` : "the scenario's folder itself";
      const link = error.what === 'a link';
      fail({
        requirements: this.requirements(),
        summary: link
          ? `${where} is a link, which the implementation made (${linkTarget(error.detail)}): the kit does not follow it to put or read its files`
          : `${where} ${describeInTheWay(error.what, error.detail)}, by the implementation: the kit cannot put or read its files there`,
        hint: this.hint,
        cause: link
          ? 'link-in-the-scenario-folder'
          : error.what === 'closed'
            ? 'scenario-folder-closed-to-the-kit'
            : 'scenario-folder-changed-as-the-kit-worked',
      });
    }
  }
}
