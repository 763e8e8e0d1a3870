// @noble/hashes rather than node:crypto so the core also runs in a browser (same hash on both sides).
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from './canonical-json.ts';

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

export function hashCanonical(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}
