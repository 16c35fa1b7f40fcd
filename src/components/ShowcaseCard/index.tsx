import type {ReactNode} from 'react';
import type {ShowcaseEntry} from '@site/src/data/showcase';
import {tags} from '@site/src/data/showcaseTags';
import styles from './styles.module.css';

/** One project: its preview, name, description, tags and links. */
export default function ShowcaseCard({entry}: {entry: ShowcaseEntry}): ReactNode {
  return (
    <li className={styles.card}>
      <img
        className={styles.preview}
        src={entry.preview.src}
        width={entry.preview.width}
        height={entry.preview.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <a href={entry.website} target="_blank" rel="noopener noreferrer">
            {entry.name}
          </a>
        </h3>
        <p className={styles.description}>{entry.description}</p>
        <ul className={styles.tags} aria-label={`Tags of ${entry.name}`}>
          {entry.tags.map((tag) => (
            <li key={tag} title={tags[tag].description}>
              <span className={styles.dot} style={{backgroundColor: tags[tag].color}} aria-hidden="true" />
              {tags[tag].label}
            </li>
          ))}
        </ul>
        {entry.source && (
          <a className={styles.source} href={entry.source} target="_blank" rel="noopener noreferrer">
            Source of {entry.name}
          </a>
        )}
      </div>
    </li>
  );
}
