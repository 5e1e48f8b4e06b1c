/**
 * The scale benchmark alone (issue 22): `SCALE_DATABASE_URL=postgres://… npx tsx bench/src/load-scale.ts`, on a
 * database filled by `npm run seed:scale`, or an empty one that it fills first. `npm run bench:load` runs it
 * beside the other load benchmarks.
 */
import { scaleBench } from './scale';

const url = process.env.SCALE_DATABASE_URL;
if (!url) {
  console.error(
    'The scale benchmark measures PostgreSQL at 100,000 patients: set SCALE_DATABASE_URL to a database of its own,\n' +
      'empty (it is filled first, about 3 minutes) or filled by\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/konsult_scale npm run seed:scale',
  );
  process.exit(2);
}
process.exitCode = (await scaleBench(url)).ok ? 0 : 1;
