import { readFileSync } from 'node:fs';
import path from 'node:path';

export function kitVersion(kitRoot: string): string {
  try {
    return (
      (JSON.parse(readFileSync(path.join(kitRoot, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0'
    );
  } catch {
    return '0.0.0';
  }
}
