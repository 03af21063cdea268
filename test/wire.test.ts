/**
 * What an implementation answers crosses to the kit as JSON (harness/wire.ts toWire): whatever JSON cannot carry
 * becomes a marker the kit reports, never something that could pass for a right answer (a function is not a string,
 * an undefined item is not null), and the copy is data only (an own "__proto__" key stays a key).
 */
import { expect } from 'chai';
import { describe, it } from 'node:test';
import { NON_JSON_MARKER, toWire } from '../harness/wire';

const marker = (kind: string, value?: string) => (value === undefined ? { [NON_JSON_MARKER]: kind } : { [NON_JSON_MARKER]: kind, value });

describe('values on the wire', () => {
  it('JSON values cross as they are', () => {
    const value = { s: 'x', n: -1.5, b: false, z: null, list: [1, 'two', [3]], nested: { deep: { deeper: [{}] } } };
    expect(toWire(value)).to.deep.equal(value);
  });

  it('what JSON cannot carry becomes a marker that names it', () => {
    expect(toWire(() => 'done')).to.deep.equal(marker('function'));
    expect(toWire(10n)).to.deep.equal(marker('bigint', '10'));
    expect(toWire(Symbol('q'))).to.deep.equal(marker('symbol', 'Symbol(q)'));
    expect(toWire(Number.NaN)).to.deep.equal(marker('number', 'NaN'));
    expect(toWire(-Infinity)).to.deep.equal(marker('number', '-Infinity'));
    expect(toWire(Promise.resolve('done'))).to.deep.equal(marker('Promise'));
    expect(toWire({ then: () => undefined })).to.deep.equal(marker('Promise'));
  });

  it('an undefined item of a list is marked, an undefined field is left out, and a hole stays a hole', () => {
    expect(toWire([1, undefined, 3])).to.deep.equal([1, marker('undefined'), 3]);
    expect(toWire({ kept: 1, gone: undefined })).to.deep.equal({ kept: 1 });
    // eslint-disable-next-line no-sparse-arrays
    expect(JSON.stringify(toWire([1, , 3]))).to.equal('[1,null,3]');
  });

  it('a circular reference is marked; the same object twice is not circular', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(toWire(loop)).to.deep.equal({ name: 'loop', self: marker('circular reference') });
    const shared = { id: 1 };
    expect(toWire({ a: shared, b: [shared, shared] })).to.deep.equal({ a: { id: 1 }, b: [{ id: 1 }, { id: 1 }] });
  });

  it('only own enumerable fields are copied, read through their getters', () => {
    const value = Object.defineProperties(Object.create({ inherited: 1 }) as object, {
      own: { value: 2, enumerable: true },
      hidden: { value: 3, enumerable: false },
      computed: { get: () => 4, enumerable: true },
    });
    expect(toWire(value)).to.deep.equal({ own: 2, computed: 4 });
  });

  it('what an implementation did to Object.prototype or Array.prototype changes no field of the copy', () => {
    // The module host runs the implementation in its own process: a setter or a read-only property it put on a
    // prototype is there when its answer is copied. Each is taken away again at the end.
    const added: [object, string][] = [];
    const put = (prototype: object, key: string, descriptor: PropertyDescriptor) => {
      Object.defineProperty(prototype, key, { ...descriptor, configurable: true });
      added.push([prototype, key]);
    };
    try {
      put(Object.prototype, 'name', { set: () => undefined });
      put(Object.prototype, 'status', { value: 'inherited', writable: false });
      put(Array.prototype, '0', { set: () => undefined });
      expect(JSON.stringify(toWire({ name: 'todo', status: 'done' }))).to.equal('{"name":"todo","status":"done"}');
      expect(JSON.stringify(toWire(['first', 'second']))).to.equal('["first","second"]');
    } finally {
      for (const [prototype, key] of added) delete (prototype as Record<string, unknown>)[key];
    }
  });

  it('an own "__proto__" field is copied as data, and sets no prototype', () => {
    const answer = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as unknown;
    const copy = toWire(answer) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).to.equal(Object.prototype);
    expect(Object.keys(copy)).to.deep.equal(['__proto__', 'a']);
    expect(copy.polluted).to.equal(undefined);
    expect(JSON.stringify(copy)).to.equal('{"__proto__":{"polluted":true},"a":1}');
  });
});
