/** An expected failure with a message written for the operator; the deploy CLI prints only the message. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}
