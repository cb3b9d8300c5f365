// @ts-check
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cachedListPath, keepOneLocation, publicListUrl } from './list-routes.mjs';

/** @param {string} url */
const cached = (url) => {
  const parsed = new URL(url, 'http://site.test');
  return cachedListPath(parsed.pathname, parsed.searchParams);
};

describe('cachedListPath', () => {
  it('sends a list and its pages to the cached routes', () => {
    expect(cached('/articles')).toBe('/articles/page/1');
    expect(cached('/articles?page=1')).toBe('/articles/page/1');
    expect(cached('/articles?page=12')).toBe('/articles/page/12');
    expect(cached('/evenements?page=2')).toBe('/evenements/page/2');
    expect(cached('/offres-emploi')).toBe('/offres-emploi/liste/tous/tous/1');
    expect(cached('/offres-emploi?page=3')).toBe('/offres-emploi/liste/tous/tous/3');
  });

  it('keeps the board filters that are slug-shaped, and ignores other parameters', () => {
    expect(cached('/offres-emploi?contrat=cdi&secteur=&page=2')).toBe('/offres-emploi/liste/cdi/tous/2');
    expect(cached('/offres-emploi?secteur=boulangerie-patisserie')).toBe('/offres-emploi/liste/tous/boulangerie-patisserie/1');
    // A tid or a uuid is slug-shaped: the cached route redirects it to the term's slug.
    expect(cached('/offres-emploi?contrat=12&secteur=&page=2')).toBe('/offres-emploi/liste/12/tous/2');
    expect(cached('/offres-emploi?secteur=0f8d2c4e-1a2b-4c3d-9e8f-123456789abc')).toBe(
      '/offres-emploi/liste/tous/0f8d2c4e-1a2b-4c3d-9e8f-123456789abc/1',
    );
    // The board's form sends every field, empty ones included.
    expect(cached('/offres-emploi?contrat=&secteur=&lieu=&q=')).toBe('/offres-emploi/liste/tous/tous/1');
    expect(cached('/articles?utm_source=newsletter&page=2')).toBe('/articles/page/2');
  });

  it('leaves free-text searches and malformed values to the page rendered on demand', () => {
    expect(cached('/offres-emploi?q=boulanger')).toBeNull();
    expect(cached('/offres-emploi?lieu=35')).toBeNull();
    expect(cached('/articles?page=0')).toBeNull();
    expect(cached('/articles?page=abc')).toBeNull();
    expect(cached('/articles?page=1&page=2')).toBeNull();
    expect(cached('/offres-emploi?contrat=../../etc')).toBeNull();
    expect(cached('/offres-emploi?contrat=tous')).toBeNull();
  });

  it('leaves spellings that are not slugs to the page rendered on demand, which redirects them with every parameter', () => {
    for (const value of ['Boulangerie-p%C3%A2tisserie', 'boulangerie-p%C3%A2tisserie', 'CDI', 'contrat_pro', '-cdi', 'cdi-', 'a--b', '%20cdi', 'x'.repeat(65)]) {
      expect(cached(`/offres-emploi?secteur=${value}`), value).toBeNull();
    }
    expect(cached('/offres-emploi?secteur=0F8D2C4E-1A2B-4C3D-9E8F-123456789ABC')).toBeNull();
  });

  it('does not touch other pages', () => {
    expect(cached('/agenda?mois=2026-12')).toBeNull();
    expect(cached('/article/un-article')).toBeNull();
    expect(cached('/offres-emploi/deposer')).toBeNull();
  });
});

describe('publicListUrl', () => {
  it('gives back the public address of a cached route', () => {
    expect(publicListUrl('/articles/page/1')).toBe('/articles');
    expect(publicListUrl('/articles/page/4')).toBe('/articles?page=4');
    expect(publicListUrl('/offres-emploi/liste/12/tous/3')).toBe('/offres-emploi?contrat=12&page=3');
    expect(publicListUrl('/offres-emploi/liste/tous/tous/1')).toBe('/offres-emploi');
  });

  it('is null for any other path', () => {
    expect(publicListUrl('/articles')).toBeNull();
    expect(publicListUrl('/articles/page/')).toBeNull();
    expect(publicListUrl('/offres-emploi/liste/12')).toBeNull();
    expect(publicListUrl('/offres-emploi/une-offre')).toBeNull();
  });

  it('round-trips with cachedListPath', () => {
    for (const url of ['/articles?page=7', '/offres-emploi?contrat=cdi&secteur=boulangerie-patisserie&page=2', '/offres-emploi?secteur=cuisine', '/evenements']) {
      const path = cached(url);
      expect(path).not.toBeNull();
      expect(publicListUrl(path ?? '')).toBe(url);
    }
  });
});

describe('keepOneLocation', () => {
  it('answers a redirect with one Location however often it is set or appended, other headers appended as usual', () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    keepOneLocation(res);
    res.setHeader('location', '/offres-emploi?secteur=boulangerie-patisserie');
    res.appendHeader('Location', '/offres-emploi?secteur=boulangerie-patisserie');
    res.appendHeader('vary', 'RSC');
    res.appendHeader('vary', 'Accept-Encoding');
    expect(res.getHeader('location')).toBe('/offres-emploi?secteur=boulangerie-patisserie');
    expect(res.getHeader('vary')).toEqual(['RSC', 'Accept-Encoding']);
  });
});
