import { describe, expect, it } from 'vitest';
import { PASSWORD_REQUEST_MESSAGES, passwordRequestBody, passwordRequestOutcome, validatePasswordRequest } from './password-request';

describe('the password request (“Mot de passe oublié”)', () => {
  it('asks by e-mail for an address, by name otherwise', () => {
    expect(passwordRequestBody('contact@boulangerie-martin.example')).toEqual({ mail: 'contact@boulangerie-martin.example' });
    expect(passwordRequestBody('boulangerie-martin')).toEqual({ name: 'boulangerie-martin' });
  });

  it('checks the field in French', () => {
    expect(validatePasswordRequest('')).toBe(PASSWORD_REQUEST_MESSAGES.empty);
    expect(validatePasswordRequest('x'.repeat(255))).toBe(PASSWORD_REQUEST_MESSAGES.tooLong);
    expect(validatePasswordRequest('redaction')).toBeUndefined();
  });

  it('never tells whether an account matched', () => {
    // Drupal 10.2+: 200 for a known, unknown or blocked account; 400 when a known account's mail failed.
    expect(passwordRequestOutcome(200, '')).toBe('sent');
    expect(passwordRequestOutcome(400, 'Unable to send email. Contact the site administrator if the problem persists.')).toBe('sent');
    expect(passwordRequestOutcome(403, 'Access is blocked because of IP based flood prevention.')).toBe('flood');
    expect(passwordRequestOutcome(500, '')).toBe('unavailable');
    expect(passwordRequestOutcome(400, 'Missing credentials.name or credentials.mail')).toBe('unavailable');
  });

  it('confirms without saying whether the account exists', () => {
    expect(PASSWORD_REQUEST_MESSAGES.sent).toMatch(/^Si un compte correspond/);
  });
});
