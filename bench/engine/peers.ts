/** The two Node peers, each behind the same earliest-arrival adapter as our engine. */
export { minotorPeer, MINOTOR } from './minotor-peer.ts';
export { raptorPeers, RAPTOR, RAPTOR_EXACT } from './raptor-peer.ts';
export type { Answer, EngineAdapter } from './adapter.ts';
