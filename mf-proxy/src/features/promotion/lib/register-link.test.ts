import { domainLink, registerPath } from './register-link';

describe('registerPath', () => {
  it('carries the agent code as the introducer and opens the register form', () => {
    expect(registerPath('AG1001')).toBe('/?id=AG1001&modal=register');
    expect(registerPath('A&B 1')).toBe('/?id=A%26B%201&modal=register');
  });
});

describe('domainLink', () => {
  it.each([
    ['agent1.localhost', 'http:', 'http://agent1.localhost/'],
    ['Agent1.Example.com', 'https:', 'https://agent1.example.com/'],
    ['agent.example.com:8443', 'https:', 'https://agent.example.com:8443/'],
    ['', 'https:', null],
    ['javascript:alert(1)', 'https:', null],
    ['evil.example/path', 'https:', null],
    ['-bad.example', 'https:', null],
  ])('%s over %s → %s', (domain, protocol, link) => {
    expect(domainLink(domain, protocol)).toBe(link);
  });
});
