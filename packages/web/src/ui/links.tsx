import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

function MantineAnchor(props: AnchorProps & AnchorElementProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <Anchor {...props} />;
}

function MantineButtonAnchor(props: ButtonProps & AnchorElementProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <Button component="a" {...props} />;
}

const CreatedAnchorLink = createLink(MantineAnchor);
const CreatedButtonLink = createLink(MantineButtonAnchor);

/** A router link styled as Mantine text link: typed `to`/`params`/`search`, preloading, client navigation. */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
);

/** A router link that looks like a button (error pages' "Back to home" and "Cancel"). */
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
