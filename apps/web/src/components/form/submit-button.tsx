import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A form's submit button. Pressing it does not take focus from the field being edited: that
 * blur would validate the field and move the button (an error line appears or goes) between
 * mouse down and up, and the click would be lost.
 */
export function SubmitButton({ children, ...props }: ButtonProps & { children: ReactNode }) {
  return (
    <Button type="submit" onMouseDown={(event) => event.preventDefault()} {...props}>
      {children}
    </Button>
  );
}
