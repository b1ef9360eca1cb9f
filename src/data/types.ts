/** Shapes shared by the page data files. */
export type ExternalLink = {label: string; href: string};

export type Card = {
  title: string;
  body: string;
  link?: ExternalLink;
};

export type CommandStep = {
  title: string;
  body: string;
  command: string;
  output?: string;
};
