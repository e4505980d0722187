/** Under a board whose sender kept the picture private: why it is watermarked (SPEC: the play page). */
export function PrivatePictureNote() {
  return <p className="form-note play-private-note">The completed photograph is watermarked at the creator&apos;s request.</p>;
}
