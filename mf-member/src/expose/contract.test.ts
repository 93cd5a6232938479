import path from 'node:path';
import { describeRemote } from '@casino/mf-shared/testing';
import federation from '../../module-federation.config';

describeRemote('mf_member', federation, path.join(__dirname, '../..'));
