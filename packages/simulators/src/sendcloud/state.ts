import { mulberry32 } from '../common/prng';
import { badRequest, notFound } from './errors';
import { currentStatus, parcelJson } from './model';
import type { Address, ParcelRecord } from './model';
import type { ParcelDraft } from './purchase';
import { trackingNumberFor } from './purchase';
import { CANCELLABLE, PARCEL_STATUSES } from './statuses';
import { createWebhookSender } from './webhooks';

export interface SendcloudAccountOptions {
  publicKey: string;
  secretKey: string;
  /** the default sender address (Settings → Addresses in the panel) */
  sender?: Partial<Address>;
}

interface Account {
  publicKey: string;
  secretKey: string;
  sender: Address;
  webhookUrl: string | null;
  revoked: boolean;
}

/** How a purchase fault plays out: refused outright, or taken with its answer lost. */
export type PurchaseFault =
  { kind: 'refuse'; message: string } | { kind: 'lose'; how: 'server_error' | 'socket' };

export interface PurchaseFaults {
  /** the next purchase is refused (412) with this message; nothing is bought */
  refuseNextPurchase(message: string): void;
  /**
   * the next purchase is bought, then its answer is lost: a 500 or a closed socket. The client
   * must look it up by its external reference.
   */
  loseNextPurchase(how?: 'server_error' | 'socket'): void;
  clear(): void;
  /** the fault for the purchase now being made (taken once) */
  take(): PurchaseFault | undefined;
}

export type CancelResult = { status: 200 | 400; body: { status: string; message: string } };

const DAY = 86_400_000;

const DEFAULT_SENDER: Address = {
  name: 'Lagerbolaget i Sverige AB',
  companyName: 'Lagerbolaget i Sverige AB',
  address: 'Lagervägen',
  address2: '',
  houseNumber: '12',
  city: 'Stockholm',
  postalCode: '12030',
  country: 'SE',
  email: 'lager@example.se',
  telephone: '+46812345678',
};

function createPurchaseFaults(): PurchaseFaults {
  let next: PurchaseFault | undefined;
  return {
    refuseNextPurchase: (message) => (next = { kind: 'refuse', message }),
    loseNextPurchase: (how = 'server_error') => (next = { kind: 'lose', how }),
    clear: () => (next = undefined),
    take() {
      const fault = next;
      next = undefined;
      return fault;
    },
  };
}

export interface StateOptions {
  accounts: readonly SendcloudAccountOptions[];
  seed: number;
  now: () => number;
  /** how long label documents can be downloaded after the purchase */
  labelLifetimeMs: number;
  /** the API's base URL, for links in answers */
  base: () => string;
}

export type SendcloudState = ReturnType<typeof createSendcloudState>;

export function createSendcloudState(options: StateOptions) {
  const random = mulberry32(options.seed);
  const accounts = new Map<string, Account>();
  const parcels = new Map<number, ParcelRecord>();
  const webhooks = createWebhookSender();
  let offset = 0;
  let nextId = 310_000_000 + Math.floor(random() * 1_000_000);
  let nextHistoryId = 1;
  const now = () => options.now() + offset;

  const account = (publicKey: string) => {
    const found = accounts.get(publicKey);
    if (!found) throw new Error(`No Sendcloud account with public key ${publicKey}`);
    return found;
  };

  const own = (publicKey: string, id: number) => {
    const parcel = parcels.get(id);
    if (!parcel || parcel.account !== publicKey) throw notFound('Parcel');
    return parcel;
  };

  function notify(parcel: ParcelRecord, at: number) {
    const owner = account(parcel.account);
    if (!owner.webhookUrl) return;
    const payload = {
      action: 'parcel_status_changed',
      timestamp: at,
      carrier_status_change_timestamp: at,
      parcel: parcelJson(parcel, options.base()),
    };
    webhooks.deliver(owner.webhookUrl, payload, owner.secretKey);
  }

  return {
    seed: options.seed,
    faults: createPurchaseFaults(),
    now,
    /** moves the simulated clock on (labels expire, tracking dates move) */
    advanceClock(ms: number) {
      offset += ms;
    },
    addAccount(options: SendcloudAccountOptions) {
      accounts.set(options.publicKey, {
        publicKey: options.publicKey,
        secretKey: options.secretKey,
        sender: { ...DEFAULT_SENDER, ...options.sender },
        webhookUrl: null,
        revoked: false,
      });
    },
    authenticate(publicKey: string, secretKey: string): Account | undefined {
      const found = accounts.get(publicKey);
      return found && !found.revoked && found.secretKey === secretKey ? found : undefined;
    },
    /** the integration is deleted in the panel: its keys stop working */
    revoke(publicKey?: string) {
      for (const found of accounts.values())
        if (!publicKey || found.publicKey === publicKey) found.revoked = true;
    },
    /** the webhook URL set in the panel's integration settings; null switches it off */
    setWebhook(publicKey: string, url: string | null) {
      account(publicKey).webhookUrl = url;
    },
    /** announces every draft, or none when one has an external reference already used */
    purchase(publicKey: string, drafts: ParcelDraft[]): ParcelRecord[] {
      const owner = account(publicKey);
      const references = drafts.map((d) => d.externalReference).filter((r) => r !== null);
      const taken = [...parcels.values()].some(
        (p) => p.account === publicKey && references.includes(p.externalReference ?? ''),
      );
      if (taken || new Set(references).size < references.length)
        throw badRequest('external_reference: Parcel with this external reference already exists.');
      const at = now();
      return drafts.map((draft) => {
        const record: ParcelRecord = {
          ...draft,
          sender: draft.sender ?? owner.sender,
          id: nextId++,
          account: publicKey,
          trackingNumber: trackingNumberFor(draft.method.carrier, random),
          createdAt: at,
          history: [{ id: nextHistoryId++, statusId: 1000, at }],
          labelExpiresAt: at + options.labelLifetimeMs,
        };
        parcels.set(record.id, record);
        return record;
      });
    },
    parcel: own,
    parcels(publicKey: string): ParcelRecord[] {
      return [...parcels.values()].filter((p) => p.account === publicKey);
    },
    byTrackingNumber(publicKey: string, trackingNumber: string): ParcelRecord {
      const found = [...parcels.values()].find(
        (p) => p.account === publicKey && p.trackingNumber === trackingNumber,
      );
      if (!found) throw notFound('Parcel');
      return found;
    },
    /** cancels a parcel the carrier does not have yet; Sendcloud's refusal after */
    cancel(publicKey: string, id: number): CancelResult {
      const parcel = own(publicKey, id);
      const status = currentStatus(parcel).statusId;
      if (status === 2000)
        return { status: 200, body: { status: 'cancelled', message: 'Parcel has been cancelled' } };
      if (!CANCELLABLE.has(status))
        return {
          status: 400,
          body: {
            status: 'failed',
            message: 'Shipped parcels, or parcels being shipped, can no longer be cancelled.',
          },
        };
      const at = now();
      parcel.history.push({ id: nextHistoryId++, statusId: 2000, at });
      notify(parcel, at);
      return { status: 200, body: { status: 'cancelled', message: 'Parcel has been cancelled' } };
    },
    /**
     * The carrier moves the parcel: its status changes and the account's webhook URL gets a
     * signed `parcel_status_changed` (as the carrier's scan reaches Sendcloud).
     */
    advance(parcelId: number, statusId: number, at = now()): ParcelRecord {
      const parcel = parcels.get(parcelId);
      if (!parcel) throw new Error(`No parcel ${parcelId}`);
      if (!PARCEL_STATUSES[statusId]) throw new Error(`No Sendcloud parcel status ${statusId}`);
      parcel.history.push({ id: nextHistoryId++, statusId, at });
      notify(parcel, at);
      return parcel;
    },
    labelExpired(parcel: ParcelRecord) {
      return now() > parcel.labelExpiresAt;
    },
    webhookDeliveries: webhooks.sent,
    flushWebhooks: webhooks.flush,
    /** the estimated delivery day: the carrier's lead time from the purchase, weekends skipped */
    expectedDelivery(parcel: ParcelRecord): string {
      const lead = parcel.method.countries[parcel.receiver.country]?.leadTimeHours ?? 48;
      let day = parcel.createdAt;
      for (let left = Math.ceil(lead / 24); left > 0;) {
        day += DAY;
        const weekday = new Date(day).getUTCDay();
        if (weekday !== 0 && weekday !== 6) left--;
      }
      return new Date(day).toISOString().slice(0, 10);
    },
  };
}
