import { Button, type ButtonProps } from '@kanri/design-system/essentials';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * A design-system Button that is a real router link: it renders <a href>, so it can be opened in a
 * new tab, and a plain click navigates inside the app without a page reload.
 */
export function LinkButton({ to, replace, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string; replace?: boolean }) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return <Button {...props} href={href} onClick={(event) => handleClick(event as MouseEvent<HTMLAnchorElement>)} />;
}
