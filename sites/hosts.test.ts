import { describe, expect, it } from 'vitest';
import { tenantForHost } from './hosts';

describe('host mapping', () => {
  const known = new Set(['client', '4101client']);
  it('sends dev, test and preview hosts to the province client, with or without a port', () => {
    expect(tenantForHost('localhost:3000', known)).toBe('client');
    expect(tenantForHost('127.0.0.1', known)).toBe('client');
    expect(tenantForHost('TEST.hnsggzy.example', known)).toBe('client');
    expect(tenantForHost('preview.hnsggzy.example', known)).toBe('client');
  });
  it('sends an unknown host to the province client rather than an empty page', () => {
    expect(tenantForHost('unknown.example.org', known)).toBe('client');
  });
});
