import { describe, expect, it } from 'vitest';
import {
  countPdfPages,
  distanceKm,
  formatPostcode,
  paygUploadProblem,
  postcodeDistrict,
  startsLikePdf,
  unverifiedFields,
} from './payg-rules';

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the pay-as-you-go upload', () => {
  it('is a PDF by its first bytes', () => {
    expect(startsLikePdf(bytes('%PDF-1.7\n'))).toBe(true);
    expect(startsLikePdf(PNG)).toBe(false);
    expect(startsLikePdf(bytes('%PD'))).toBe(false);
    expect(startsLikePdf(new Uint8Array())).toBe(false);
  });

  it('is refused above 10,000,000 bytes before its bytes are looked at, and when it is not a PDF', () => {
    expect(paygUploadProblem(10_000_000, bytes('%PDF-1.4'))).toBeNull();
    expect(paygUploadProblem(10_000_001, bytes('%PDF-1.4'))).toBe('file_too_large');
    expect(paygUploadProblem(11_000_000, PNG)).toBe('file_too_large');
    expect(paygUploadProblem(2_000, PNG)).toBe('not_a_pdf');
  });

  it('counts pages from page objects, not the page tree', () => {
    expect(countPdfPages(bytes('%PDF-1.4 << /Type /Pages /Count 2 >> << /Type /Page >> << /Type/Page >>'))).toBe(2);
    expect(countPdfPages(bytes('%PDF-1.5 compressed'))).toBeNull();
  });

  it('counts the pages of a large PDF, bytes above 0x7f included', () => {
    const large = new Uint8Array(9_000_000).fill(0xe9);
    large.set(bytes('%PDF-1.4'));
    const page = bytes('<< /Type /Page >>');
    for (const at of [0x8000 - 5, 4_000_000, 8_999_000]) large.set(page, at);
    expect(countPdfPages(large)).toBe(3);
  });
});

describe('sending', () => {
  it('needs both boxes ticked, and names each one that is not', () => {
    expect(unverifiedFields({ signatureVerified: true, patientNameVerified: true })).toEqual([]);
    expect(unverifiedFields({ signatureVerified: false, patientNameVerified: true })).toEqual(['signatureVerified']);
    expect(unverifiedFields({ signatureVerified: false, patientNameVerified: false })).toEqual([
      'signatureVerified',
      'patientNameVerified',
    ]);
  });
});

describe('postcodes', () => {
  it('finds the district of a full postcode, spaced or not, and of a bare district', () => {
    expect(postcodeDistrict('SW1A 1AA')).toBe('SW1A');
    expect(postcodeDistrict('nw19lr')).toBe('NW1');
    expect(postcodeDistrict('B21 9DP')).toBe('B21');
    expect(postcodeDistrict('LS6')).toBe('LS6');
    expect(postcodeDistrict('not a postcode')).toBeNull();
    expect(formatPostcode('sw1a1aa')).toBe('SW1A 1AA');
  });

  it('measures straight-line distance in kilometres', () => {
    expect(distanceKm({ lat: 51.5014, lon: -0.1419 }, { lat: 51.5014, lon: -0.1419 })).toBe(0);
    // Westminster to Leeds is about 270 km as the crow flies.
    const leeds = distanceKm({ lat: 51.5014, lon: -0.1419 }, { lat: 53.8008, lon: -1.5491 });
    expect(leeds).toBeGreaterThan(260);
    expect(leeds).toBeLessThan(285);
  });
});
