import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import {
  broadcastDetail,
  message,
  messageListQuery,
  messageListResponse,
  newThreadRequest,
  newThreadResponse,
  recentMessagesResponse,
  replyRequest,
  threadDetail,
  threadListQuery,
  threadListResponse,
  threadMessage,
  unreadCountResponse,
} from '../messages.ts';
import { defineRoutes } from './define.ts';

export const messageRoutes = defineRoutes({
  'GET /api/messages/unread-count': {
    operationId: 'countUnreadMessages',
    tag: 'messages',
    summary: 'Unread messages of the signed-in user',
    access: 'message.read',
    responses: { 200: unreadCountResponse },
  },
  // The spec's spelling of the same count; its userId/userType never widen what is counted.
  'GET /api/messages/unread/count': {
    operationId: 'countUnreadMessagesBySpec',
    tag: 'messages',
    summary: 'Unread messages of the signed-in user (query parameters are ignored)',
    access: 'message.read',
    query: messageListQuery.pick({ userId: true, userType: true }),
    responses: { 200: unreadCountResponse, 400: errorResponse },
  },
  'GET /api/messages/recent': {
    operationId: 'listRecentMessages',
    tag: 'messages',
    summary: 'Latest messages received by the signed-in user',
    access: 'message.read',
    responses: { 200: recentMessagesResponse },
  },
  'GET /api/messages': {
    operationId: 'listReceivedMessages',
    tag: 'messages',
    summary: 'Messages received by the signed-in user, newest first (paged)',
    access: 'message.read',
    query: messageListQuery,
    responses: { 200: messageListResponse, 400: errorResponse },
    paged: true,
  },
  'PATCH /api/messages/:id/read': {
    operationId: 'markMessageRead',
    tag: 'messages',
    summary: 'Mark a message the signed-in user received as read',
    access: 'message.read',
    params: idParam,
    responses: { 200: message, 400: errorResponse, 404: errorResponse },
  },
  'POST /api/messages/:id/acknowledge': {
    operationId: 'acknowledgeMessage',
    tag: 'messages',
    summary: "A parent's acknowledgement of an urgent message from the centre",
    access: 'message.acknowledge',
    params: idParam,
    responses: { 200: threadMessage, 400: errorResponse, 404: errorResponse },
  },
  'GET /api/messages/threads': {
    operationId: 'listThreads',
    tag: 'messages',
    summary: 'Conversations of the signed-in user, latest activity first (paged, searchable)',
    access: 'message.read',
    query: threadListQuery,
    responses: { 200: threadListResponse, 400: errorResponse },
    paged: true,
  },
  'GET /api/messages/threads/:id': {
    operationId: 'getThread',
    tag: 'messages',
    summary: 'One conversation with its messages, oldest first',
    access: 'message.read',
    params: idParam,
    responses: { 200: threadDetail, 400: errorResponse, 404: errorResponse },
  },
  'GET /api/messages/broadcasts/:id': {
    operationId: 'getBroadcast',
    tag: 'messages',
    summary:
      'A broadcast to many families: what it said, how many read and acknowledged it, and ' +
      'each family’s thread',
    access: 'message.broadcast.read',
    params: idParam,
    responses: { 200: broadcastDetail, 400: errorResponse, 404: errorResponse },
  },
  'POST /api/messages/threads/:id/read': {
    operationId: 'markThreadRead',
    tag: 'messages',
    summary: 'Mark every message of a conversation read for the signed-in user',
    access: 'message.read',
    params: idParam,
    responses: { 200: unreadCountResponse, 400: errorResponse, 404: errorResponse },
  },
  'POST /api/messages/threads': {
    operationId: 'startConversation',
    tag: 'messages',
    summary:
      'Start a conversation: staff with a family, a room’s families or all families (one ' +
      'thread per family); a parent with the centre about their child',
    access: 'message.send',
    body: newThreadRequest,
    responses: {
      201: newThreadResponse,
      429: errorResponse,
      400: errorResponse,
      403: errorResponse,
      404: errorResponse,
    },
  },
  'POST /api/messages/threads/:id/messages': {
    operationId: 'replyInThread',
    tag: 'messages',
    summary: 'Reply in a conversation',
    access: 'message.send',
    params: idParam,
    body: replyRequest,
    responses: { 201: threadMessage, 400: errorResponse, 404: errorResponse },
  },
});
