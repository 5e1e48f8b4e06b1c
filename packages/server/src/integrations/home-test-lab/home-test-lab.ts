import type {
  HomeTestLabRefusal,
  HomeTestMarket,
  HomeTestType,
  ShippingAddress,
  HOME_TEST_ERROR_KEYS,
} from '@konsult/domain';

/**
 * The home-test lab (Labportalen in Sweden; issue 18; seed 000 §3, §8): it takes an order for a kit posted to the
 * patient, or refuses it with one of the seed's codes (patient_protected_identity, missing_labportalen_user_guid,
 * patient_missing_name, already_ordered), and cancels an order it took. The embedded default keeps its own record in
 * our database; the HTTP adapter (HOMETEST_URL) speaks to a real portal.
 */
export interface HomeTestLab {
  /** Places the order; throws HomeTestLabError when the lab refuses it or cannot be reached. */
  order(request: LabOrderRequest): Promise<{ labOrderId: string }>;
  /**
   * Cancels the order placed with `orderId` (ours), so that its kit is not posted or its sample not analysed;
   * cancelling it again is no error. Throws HomeTestLabError (home_test_lab_unavailable) when nothing was cancelled.
   */
  cancel(orderId: string): Promise<void>;
}

export type LabOrderRequest = {
  /** Our order's id: sending the same id again answers the order already taken. */
  orderId: string;
  market: HomeTestMarket;
  hometestType: HomeTestType;
  patient: { idNumber: string; givenName: string; familyName: string };
  shippingAddress: ShippingAddress;
  orderingClinician: { id: string; name: string };
};

export type HomeTestLabErrorKey = HomeTestLabRefusal | (typeof HOME_TEST_ERROR_KEYS)['unavailable'];

/** The lab refused the order or could not be reached; `key` is the error key the route answers with. */
export class HomeTestLabError extends Error {
  constructor(
    readonly key: HomeTestLabErrorKey,
    message: string,
  ) {
    super(message);
    this.name = 'HomeTestLabError';
  }
}
