import path from 'node:path';
import { IN_MEMORY_DATA_DIR, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('defaults to PGlite in ./.data on port 3000 of every interface', () => {
    expect(loadConfig({})).toEqual({
      databaseUrl: undefined,
      dataDir: path.join(process.cwd(), '.data'),
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://kanri@db:5432/kanri',
      DATA_DIR: '/var/lib/kanri',
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://kanri.example.com/',
      LOG_LEVEL: 'WARN',
    });

    expect(config).toEqual({
      databaseUrl: 'postgres://kanri@db:5432/kanri',
      dataDir: '/var/lib/kanri',
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'https://kanri.example.com',
      logLevel: 'warn',
    });
  });

  it('derives the public URL from the port and resolves a relative data dir', () => {
    const config = loadConfig({ PORT: '4000', DATA_DIR: 'var/data' });

    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.dataDir).toBe(path.resolve('var/data'));
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ DATABASE_URL: ' ', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('keeps the in-memory data dir as is', () => {
    expect(loadConfig({ DATA_DIR: IN_MEMORY_DATA_DIR }).dataDir).toBe('memory://');
  });

  it.each(['abc', '3000.5', '-1', '70000'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(`PORT must be an integer between 0 and 65535, got "${port}"`);
  });

  it('refuses an unknown LOG_LEVEL', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of fatal, error, warn/);
  });
});
