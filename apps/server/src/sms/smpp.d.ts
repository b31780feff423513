/** The part of the `smpp` package (0.5, untyped) this server and its tests use. */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export type Pdu = {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(fields?: Record<string, unknown>): Pdu;
    isResponse(): boolean;
  };
  type Callback = (pdu: Pdu) => void;

  export class Session extends EventEmitter {
    server?: Server;
    send(pdu: Pdu, callback?: Callback): boolean;
    pause(): void;
    resume(): void;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    bind_transceiver(fields: Record<string, unknown>, callback?: Callback): boolean;
    submit_sm(fields: Record<string, unknown>, callback?: Callback): boolean;
    deliver_sm(fields: Record<string, unknown>, callback?: Callback): boolean;
    enquire_link(fields?: Record<string, unknown> | Callback, callback?: Callback): boolean;
    unbind(fields?: Record<string, unknown> | Callback, callback?: Callback): boolean;
  }
  export class Server extends NetServer {
    sessions: Session[];
  }
  export function connect(
    options: { url: string; auto_enquire_link_period?: number; connectTimeout?: number },
    listener?: () => void,
  ): Session;
  export function createServer(
    options: Record<string, unknown>,
    listener: (session: Session) => void,
  ): Server;
  export const ESME_ROK: number;
  export const ESME_RBINDFAIL: number;
  export const ESME_RSYSERR: number;
  export const ESME_RTHROTTLED: number;
  export const ESME_RINVBNDSTS: number;
  export const ESM_CLASS: { UDH_INDICATOR: number; MC_DELIVERY_RECEIPT: number };
}
