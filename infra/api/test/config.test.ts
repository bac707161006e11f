import path from 'node:path';
import { REALTIME_PING_SECONDS } from '@kanri/contracts';
import { DEV_SHELL_ORIGIN, loadConfig, socialProviderConfig } from '../src/config.js';

const SOCIAL_DEFAULTS = {
  googleClientId: undefined,
  googleIssuer: 'https://accounts.google.com',
  googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  googleAuthorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  linkedinClientId: undefined,
  linkedinIssuer: 'https://www.linkedin.com/oauth',
  linkedinJwksUrl: 'https://www.linkedin.com/oauth/openid/jwks',
  linkedinAuthorizationUrl: 'https://www.linkedin.com/oauth/v2/authorization',
  appleClientId: undefined,
  appleIssuer: 'https://appleid.apple.com',
  appleJwksUrl: 'https://appleid.apple.com/auth/keys',
  appleAuthorizationUrl: 'https://appleid.apple.com/auth/authorize',
};

describe('loadConfig', () => {
  it('defaults to the embedded server in ./.data, port 3000 of every interface, mail in the outbox, no social provider', () => {
    expect(loadConfig({})).toEqual({
      databaseUrl: undefined,
      dataDir: path.join(process.cwd(), '.data'),
      mediaDir: undefined,
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      smtpUrl: undefined,
      mailFrom: 'Kanri <no-reply@kanri.local>',
      sessionIdleMinutes: 14 * 24 * 60,
      sessionAbsoluteDays: 30,
      sessionCacheSeconds: 30,
      authRateLimitMax: 10,
      apiTokenRateLimitMax: 600,
      ...SOCIAL_DEFAULTS,
      realtimeAllowedOrigins: [DEV_SHELL_ORIGIN],
      corsAllowedOrigins: [],
      realtimeMaxConnectionsPerUser: 20,
      realtimePingSeconds: REALTIME_PING_SECONDS,
      checkReplies: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://kanri@db:5432/kanri',
      DATA_DIR: '/var/lib/kanri',
      MEDIA_DIR: '/srv/kanri-media',
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://kanri.example.com/',
      LOG_LEVEL: 'WARN',
      SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
      MAIL_FROM: 'Kanri <hello@kanri.example.com>',
      SESSION_IDLE_MINUTES: '30',
      SESSION_ABSOLUTE_DAYS: '7',
      SESSION_CACHE_SECONDS: '0',
      AUTH_RATE_LIMIT_MAX: '100',
      API_TOKEN_RATE_LIMIT_MAX: '120',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_ISSUER: 'https://issuer.example.com',
      GOOGLE_JWKS_URL: 'https://issuer.example.com/jwks',
      GOOGLE_AUTHORIZATION_URL: 'https://issuer.example.com/authorize',
      LINKEDIN_CLIENT_ID: 'linkedin-client',
      APPLE_CLIENT_ID: 'com.example.kanri',
      REALTIME_ALLOWED_ORIGINS: 'https://admin.example.com, http://LOCALHOST:3100/',
      CORS_ALLOWED_ORIGINS: 'https://integrations.example.com',
      REALTIME_MAX_CONNECTIONS_PER_USER: '5',
    });

    expect(config).toEqual({
      databaseUrl: 'postgres://kanri@db:5432/kanri',
      dataDir: '/var/lib/kanri',
      mediaDir: '/srv/kanri-media',
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'https://kanri.example.com',
      logLevel: 'warn',
      smtpUrl: 'smtp://mailer:secret@smtp.example.com:587',
      mailFrom: 'Kanri <hello@kanri.example.com>',
      sessionIdleMinutes: 30,
      sessionAbsoluteDays: 7,
      sessionCacheSeconds: 0,
      authRateLimitMax: 100,
      apiTokenRateLimitMax: 120,
      ...SOCIAL_DEFAULTS,
      googleClientId: 'google-client',
      googleIssuer: 'https://issuer.example.com',
      googleJwksUrl: 'https://issuer.example.com/jwks',
      googleAuthorizationUrl: 'https://issuer.example.com/authorize',
      linkedinClientId: 'linkedin-client',
      appleClientId: 'com.example.kanri',
      realtimeAllowedOrigins: ['https://admin.example.com', 'http://localhost:3100'],
      corsAllowedOrigins: ['https://integrations.example.com'],
      realtimeMaxConnectionsPerUser: 5,
      realtimePingSeconds: REALTIME_PING_SECONDS,
      checkReplies: false,
    });
  });

  it("allows the shell dev server's pages live updates only while PUBLIC_URL is unset", () => {
    expect(loadConfig({}).realtimeAllowedOrigins).toEqual(['http://localhost:3100']);
    expect(loadConfig({ PUBLIC_URL: 'https://kanri.example.com' }).realtimeAllowedOrigins).toEqual([]);
  });

  it.each(['kanri.example.com', 'https://kanri.example.com/app', 'ftp://kanri.example.com', 'https://a@kanri.example.com'])(
    'refuses REALTIME_ALLOWED_ORIGINS=%s',
    (value) => {
      expect(() => loadConfig({ REALTIME_ALLOWED_ORIGINS: value })).toThrow(
        `REALTIME_ALLOWED_ORIGINS must list origins like https://kanri.example.com, got "${value}"`,
      );
    },
  );

  it('derives the public URL from the port and resolves a relative data dir', () => {
    const config = loadConfig({ PORT: '4000', DATA_DIR: 'var/data', MEDIA_DIR: 'var/media' });

    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.dataDir).toBe(path.resolve('var/data'));
    expect(config.mediaDir).toBe(path.resolve('var/media'));
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ DATABASE_URL: ' ', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it.each(['abc', '3000.5', '-1', '70000'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(`PORT must be an integer between 0 and 65535, got "${port}"`);
  });

  it.each(['-1', '1.5', 'soon'])('refuses SESSION_CACHE_SECONDS=%s', (value) => {
    expect(() => loadConfig({ SESSION_CACHE_SECONDS: value })).toThrow(
      `SESSION_CACHE_SECONDS must be a whole number of 0 or more, got "${value}"`,
    );
  });

  it.each([
    'SESSION_IDLE_MINUTES',
    'SESSION_ABSOLUTE_DAYS',
    'AUTH_RATE_LIMIT_MAX',
    'API_TOKEN_RATE_LIMIT_MAX',
    'REALTIME_MAX_CONNECTIONS_PER_USER',
  ])('refuses a non-positive-integer %s', (name) => {
    for (const value of ['0', '-5', '1.5', 'ten']) {
      expect(() => loadConfig({ [name]: value })).toThrow(`${name} must be a positive integer, got "${value}"`);
    }
  });

  it('refuses an unknown LOG_LEVEL', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of fatal, error, warn/);
  });
});

describe('socialProviderConfig', () => {
  it('is undefined for a provider without a client id', () => {
    expect(socialProviderConfig(loadConfig({}), 'google')).toBeUndefined();
  });

  it("gathers a configured provider's settings, defaults included", () => {
    expect(socialProviderConfig(loadConfig({ APPLE_CLIENT_ID: 'com.example.kanri' }), 'apple')).toEqual({
      clientId: 'com.example.kanri',
      issuer: 'https://appleid.apple.com',
      jwksUrl: 'https://appleid.apple.com/auth/keys',
      authorizationUrl: 'https://appleid.apple.com/auth/authorize',
    });
  });
});
