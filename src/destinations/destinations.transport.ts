// The seam every destination plugs into: the webhook worker (src/delivery/) hands a transport one
// attempt at a time and gets an AttemptResult back, confirmed or refused, never an exception. HTTP
// (destinations.http.ts) is the transport there is; the next (message brokers) are picked by the
// endpoint URL's scheme.

export interface AttemptRequest {
  url: string;
  eventId: string;
  body: string;
  secrets: string[];
}

/** What a transport answers for one attempt; never thrown: a failure carries its `error`. */
export interface AttemptResult {
  /** HTTP: the answer's status. */
  status?: number;
  /** A broker's own acknowledgement (publisher confirm, PubAck, XADD's id): delivered. */
  confirmed?: boolean;
  retryAfter?: string;
  responseBody: string | null;
  error: string | null;
  latencyMs: number;
}

/** One destination's way of delivering: an attempt in, its result out (a failure is a result too). */
export interface Transport {
  send(request: AttemptRequest): Promise<AttemptResult>;
  /** Closes its connections (what is in flight finishes first). */
  close(): Promise<void>;
}

export interface TransportOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** Connections kept per endpoint: its attempts in flight never exceed this (the sender thread caps them). */
  connectionsPerEndpoint?: number;
}
