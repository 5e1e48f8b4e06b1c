import type { ShippingAddress } from '@konsult/domain';

/** An address on one line, as it is printed on the kit's envelope: "Hornsgatan 88, 118 21 Stockholm". */
export function addressLine({ address, zip, city }: Pick<ShippingAddress, 'address' | 'zip' | 'city'>): string {
  return `${address.trim()}, ${zip.trim()} ${city.trim()}`;
}
