import { ERROR_KEYS, type Favourite, type FavouriteBody } from '@konsult/domain';
import type { SilCatalogue } from '../integrations/sil/sil-catalogue';
import { isUuid } from '../platform/access';
import { AppError, forbidden, notFound } from '../platform/errors';
import type { ClinicianContext } from '../platform/http';
import { toFavourite } from './mapper';
import {
  clinicianFavourites,
  deleteFavourite,
  findFavourite,
  insertFavourite,
  updateFavourite,
  type FavouriteRow,
} from './repo';
import { mayPrescribe } from './service';

/**
 * A prescriber's favourites (seed 002 §7): a product with a filled-in card to start a prescription from, and tags to
 * find it by. Each prescriber's own: another's favourite is as unknown as a missing one. They hold no patient data.
 */

function requirePrescriber(ctx: ClinicianContext): void {
  if (!mayPrescribe(ctx.principal)) throw forbidden('Favourites are for doctors who e-prescribe in Sweden.');
}

async function ownFavourite(ctx: ClinicianContext, id: string): Promise<FavouriteRow> {
  const row = isUuid(id) ? await findFavourite(ctx.db, ctx.principal.id, id) : null;
  if (!row) throw notFound();
  return row;
}

/** The product the card names, and its package: a favourite must be prescribable as it stands. */
async function checkedProduct(catalogue: SilCatalogue, body: FavouriteBody) {
  const product = await catalogue.product(body.card.nplId);
  const pack = product?.packages.find((p) => p.nplPackId === body.card.nplPackId);
  if (!product || !pack) {
    throw new AppError(400, ERROR_KEYS.invalidInput, 'The favourite is not valid.', [
      product
        ? { path: 'card.nplPackId', code: 'unknown_package', message: 'Not a package of the product.' }
        : { path: 'card.nplId', code: 'unknown_product', message: 'The catalogue has no such product.' },
    ]);
  }
  const { nplId, tradeName, atcCode, drugFormTextSv } = product;
  return { product: { nplId, tradeName, atcCode, drugFormTextSv }, card: { ...body.card, size: pack.size } };
}

export async function listFavourites(ctx: ClinicianContext): Promise<Favourite[]> {
  requirePrescriber(ctx);
  return (await clinicianFavourites(ctx.db, ctx.principal.id)).map(toFavourite);
}

export async function createFavourite(
  ctx: ClinicianContext,
  catalogue: SilCatalogue,
  body: FavouriteBody,
  now: Date,
): Promise<Favourite> {
  requirePrescriber(ctx);
  const checked = await checkedProduct(catalogue, body);
  const row = await insertFavourite(ctx.db, {
    id: crypto.randomUUID(),
    clinicianId: ctx.principal.id,
    name: body.name,
    ...checked,
    tags: [],
    updatedAt: now,
  });
  return toFavourite(row);
}

export async function editFavourite(
  ctx: ClinicianContext,
  catalogue: SilCatalogue,
  id: string,
  body: FavouriteBody,
  now: Date,
): Promise<Favourite> {
  requirePrescriber(ctx);
  await ownFavourite(ctx, id);
  const checked = await checkedProduct(catalogue, body);
  const row = await updateFavourite(ctx.db, ctx.principal.id, id, { name: body.name, ...checked, updatedAt: now });
  if (!row) throw notFound();
  return toFavourite(row);
}

export async function removeFavourite(ctx: ClinicianContext, id: string): Promise<void> {
  requirePrescriber(ctx);
  if (!isUuid(id) || !(await deleteFavourite(ctx.db, ctx.principal.id, id))) throw notFound();
}

/** Every tag the prescriber uses, in their language's alphabetical order. */
export async function allTags(ctx: ClinicianContext): Promise<string[]> {
  requirePrescriber(ctx);
  const rows = await clinicianFavourites(ctx.db, ctx.principal.id);
  return sortedTags(
    rows.flatMap((row) => row.tags),
    ctx.principal.locale,
  );
}

export async function favouriteTags(ctx: ClinicianContext, id: string): Promise<string[]> {
  requirePrescriber(ctx);
  return (await ownFavourite(ctx, id)).tags;
}

/** Replaces the favourite's tags; the same tag twice (in any case) is kept once. */
export async function setFavouriteTags(ctx: ClinicianContext, id: string, tags: string[]): Promise<string[]> {
  requirePrescriber(ctx);
  await ownFavourite(ctx, id);
  const unique = [...new Map(tags.map((tag) => [tag.toLocaleLowerCase(), tag])).values()];
  const row = await updateFavourite(ctx.db, ctx.principal.id, id, { tags: unique });
  if (!row) throw notFound();
  return row.tags;
}

function sortedTags(tags: string[], locale: string): string[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const unique = [...new Map(tags.map((tag) => [tag.toLocaleLowerCase(), tag])).values()];
  return unique.sort(collator.compare);
}
