import { makeFodselsnummer, makeKvnr, makeNhsNumber, makeNir, makePersonnummer } from '@konsult/domain';

/**
 * Checksum-valid identity numbers for fictional demo people. Where a checksum cannot exist for the
 * digits asked for, the next candidate is taken, so the result is still fixed by the inputs.
 */

export function demoPersonnummer(dob: string, serial: number): string {
  return makePersonnummer({ date: dob, serial });
}

/** NHS numbers from the 999 range, which the NHS never issues to real patients. */
export function demoNhsNumber(seed: number): string {
  for (let n = seed; n < seed + 20; n++) {
    const id = makeNhsNumber(`999${String(n).padStart(6, '0')}`);
    if (id) return id;
  }
  throw new Error(`No NHS number near ${seed}`);
}

/** Steps by 2 so the individual number keeps its parity (odd: male, even: female). */
export function demoFodselsnummer(dob: string, individual: number): string {
  for (let n = individual; n < individual + 40; n += 2) {
    const id = makeFodselsnummer({ date: dob, individual: n });
    if (id) return id;
  }
  throw new Error(`No fødselsnummer for ${dob} near ${individual}`);
}

/** A NIR for someone born in the month of `dob`, in a department and commune (INSEE codes). */
export function demoNir(gender: 'female' | 'male', dob: string, department: string, commune: string, order: string) {
  const body = `${gender === 'male' ? 1 : 2}${dob.slice(2, 4)}${dob.slice(5, 7)}${department}${commune}${order}`;
  const id = makeNir(body);
  if (!id) throw new Error(`Malformed NIR body ${body}`);
  return id;
}

export function demoKvnr(familyName: string, digits: string): string {
  const id = makeKvnr(`${familyName.slice(0, 1).toUpperCase()}${digits}`);
  if (!id) throw new Error(`Malformed KVNR for ${familyName}`);
  return id;
}
