import { useEffect, useRef } from 'react';

/**
 * A <video> showing a MediaStream. React cannot set srcObject as an attribute, so it is set on the element.
 * Plain React: both the clinician app and the patient's join page use it.
 */
export function StreamVideo({
  stream,
  label,
  muted = false,
  className,
}: {
  stream: MediaStream | null;
  label: string;
  /** Always true for one's own camera: hearing yourself echo is worse than silence. */
  muted?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return <video ref={ref} aria-label={label} className={className} autoPlay playsInline muted={muted} />;
}
